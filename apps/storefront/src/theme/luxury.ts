import { defineConfig } from '@chakra-ui/react';
import { semanticColors, semanticRadii, semanticShadows } from './semantic-tokens';

// Until Playfair has arrived, a local serif sized to its metrics (heading-font-fallback.css), so nothing moves when it swaps in.
const serif = [
  "'Playfair Display Variable'",
  "'Playfair Display Fallback Georgia'",
  "'Playfair Display Fallback Noto Serif'",
  "'Playfair Display Fallback DejaVu Serif'",
  "'Playfair Display Fallback Times New Roman'",
  'Georgia',
  'serif',
].join(', ');
// Body text in the system's own sans (Roboto, San Francisco, Segoe UI): a web font for it cost
// every first visit 47 KB before the first product image could load.
const sans = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

/** Dark-luxury palette: near-black and graphite surfaces, champagne-gold accents. */
export const luxuryTheme = defineConfig({
  globalCss: {
    html: { colorPalette: 'gold', bg: 'bg', color: 'fg', scrollBehavior: 'smooth', _motionReduce: { scrollBehavior: 'auto' } },
    body: { bg: 'bg', color: 'fg', fontFamily: 'body' },
    'h1, h2, h3, h4': { fontFamily: 'heading', letterSpacing: '0.01em' },
    '*, *::before, *::after': {
      _motionReduce: { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
    },
  },
  theme: {
    tokens: {
      fonts: { heading: { value: serif }, body: { value: sans } },
      colors: {
        gold: {
          50: { value: '#fbf7ee' },
          100: { value: '#f3e8cf' },
          200: { value: '#e8d3a4' },
          300: { value: '#dcbd79' },
          400: { value: '#d1ab5f' },
          500: { value: '#c9a45c' },
          600: { value: '#a98440' },
          700: { value: '#85672f' },
          800: { value: '#5e4921' },
          900: { value: '#3a2d15' },
          950: { value: '#21190b' },
        },
        graphite: {
          50: { value: '#f4f4f5' },
          100: { value: '#e4e4e7' },
          200: { value: '#c9c9cd' },
          300: { value: '#a3a3a8' },
          400: { value: '#7c7c82' },
          500: { value: '#5a5a60' },
          600: { value: '#3f3f45' },
          700: { value: '#2c2c31' },
          800: { value: '#1e1e22' },
          900: { value: '#151518' },
          950: { value: '#0b0b0c' },
        },
        whatsapp: { value: '#25D366' },
      },
    },
    semanticTokens: { colors: semanticColors, radii: semanticRadii, shadows: semanticShadows },
  },
});
