import { defineSemanticTokens } from '@chakra-ui/react';

/**
 * The storefront is dark by design, so each semantic token has one value (Chakra's defaults carry
 * a light and a dark value for twelve palettes). Only the palettes the UI and its recipes use exist.
 */
const palette = (name: string, shades: { solid: string; contrast: string; fg: string }) => ({
  contrast: { value: shades.contrast },
  fg: { value: shades.fg },
  subtle: { value: `{colors.${name}.950}` },
  muted: { value: `{colors.${name}.900}` },
  emphasized: { value: `{colors.${name}.800}` },
  solid: { value: shades.solid },
  focusRing: { value: `{colors.${name}.400}` },
  border: { value: `{colors.${name}.700}` },
});

export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: '{colors.graphite.950}' },
    subtle: { value: '{colors.graphite.900}' },
    muted: { value: '{colors.graphite.800}' },
    emphasized: { value: '{colors.graphite.700}' },
    inverted: { value: '{colors.gold.50}' },
    panel: { value: '{colors.graphite.900}' },
    error: { value: '{colors.red.950}' },
    warning: { value: '{colors.orange.950}' },
    success: { value: '{colors.green.950}' },
    info: { value: '{colors.blue.950}' },
  },
  fg: {
    DEFAULT: { value: '#f3efe6' },
    muted: { value: '{colors.graphite.300}' },
    subtle: { value: '{colors.graphite.400}' },
    inverted: { value: '{colors.graphite.950}' },
    error: { value: '{colors.red.400}' },
    warning: { value: '{colors.orange.300}' },
    success: { value: '{colors.green.300}' },
    info: { value: '{colors.blue.300}' },
  },
  border: {
    DEFAULT: { value: '{colors.graphite.700}' },
    muted: { value: '{colors.graphite.800}' },
    subtle: { value: '{colors.graphite.900}' },
    emphasized: { value: '{colors.graphite.600}' },
    inverted: { value: '{colors.graphite.200}' },
    error: { value: '{colors.red.400}' },
    warning: { value: '{colors.orange.400}' },
    success: { value: '{colors.green.400}' },
    info: { value: '{colors.blue.400}' },
  },
  gold: palette('gold', { solid: '{colors.gold.500}', contrast: '{colors.graphite.950}', fg: '{colors.gold.300}' }),
  gray: {
    ...palette('graphite', { solid: '{colors.graphite.50}', contrast: '{colors.graphite.950}', fg: '{colors.graphite.100}' }),
    subtle: { value: '{colors.graphite.800}' },
    muted: { value: '{colors.graphite.700}' },
    emphasized: { value: '{colors.graphite.600}' },
    focusRing: { value: '{colors.gold.400}' },
  },
  red: palette('red', { solid: '{colors.red.600}', contrast: 'white', fg: '{colors.red.300}' }),
  orange: palette('orange', { solid: '{colors.orange.500}', contrast: 'black', fg: '{colors.orange.300}' }),
  green: palette('green', { solid: '{colors.green.600}', contrast: 'white', fg: '{colors.green.300}' }),
  blue: palette('blue', { solid: '{colors.blue.600}', contrast: 'white', fg: '{colors.blue.300}' }),
});

export const semanticRadii = defineSemanticTokens.radii({
  l1: { value: '{radii.xs}' },
  l2: { value: '{radii.sm}' },
  l3: { value: '{radii.md}' },
});

const shadow = (y: number, blur: number, alpha = 0.64) => ({
  value: `0px ${y}px ${blur}px rgba(0, 0, 0, ${alpha}), 0px 0px 1px inset rgba(201, 164, 92, 0.25)`,
});

export const semanticShadows = defineSemanticTokens.shadows({
  xs: shadow(1, 1),
  sm: shadow(2, 4),
  md: shadow(4, 8),
  lg: shadow(8, 16),
  xl: shadow(16, 24),
  '2xl': shadow(24, 40),
  inner: { value: 'inset 0 2px 4px 0 black' },
  inset: { value: 'inset 0 0 0 1px rgba(212, 212, 216, 0.05)' },
});
