import type { CategoryValue } from '../catalogue/categories';

export interface Palette {
  readonly skyTop: string;
  readonly skyBottom: string;
  readonly glow: string;
  readonly subject: string;
  readonly detail: string;
}

// Dark, warm grounds with one metallic accent: the storefront's "dark luxury" look.
const PALETTES: Readonly<Record<CategoryValue, readonly Palette[]>> = {
  veiculos: [
    { skyTop: '#0b0b10', skyBottom: '#2b2622', glow: '#c9a45c', subject: '#b3202a', detail: '#f2e6cf' },
    { skyTop: '#07121d', skyBottom: '#1f3347', glow: '#8fb8de', subject: '#e9e9ee', detail: '#c9a45c' },
    { skyTop: '#140d08', skyBottom: '#5a3a1e', glow: '#f0b35a', subject: '#1b1b1f', detail: '#f0b35a' },
    { skyTop: '#0e0e0e', skyBottom: '#303030', glow: '#d9d9d9', subject: '#c9a45c', detail: '#ffffff' },
  ],
  embarcacoes: [
    { skyTop: '#04222e', skyBottom: '#3d7f8f', glow: '#ffe0a3', subject: '#f4f4f0', detail: '#0b2d3a' },
    { skyTop: '#0a1630', skyBottom: '#c06b4a', glow: '#ffb36b', subject: '#f0ece4', detail: '#1d2b45' },
    { skyTop: '#021018', skyBottom: '#14506a', glow: '#9fd6e8', subject: '#e8edf0', detail: '#c9a45c' },
    { skyTop: '#1c2b3a', skyBottom: '#7fa7bd', glow: '#ffffff', subject: '#fafafa', detail: '#24394d' },
  ],
  aeronaves: [
    { skyTop: '#0d1b2a', skyBottom: '#5a7fa6', glow: '#ffd59a', subject: '#f3f5f7', detail: '#1f3a57' },
    { skyTop: '#1a1024', skyBottom: '#d27d5c', glow: '#ffc98f', subject: '#f6f1ea', detail: '#3a2438' },
    { skyTop: '#050b14', skyBottom: '#22364f', glow: '#8fb8de', subject: '#dfe6ee', detail: '#c9a45c' },
    { skyTop: '#27435f', skyBottom: '#a9c6dd', glow: '#ffffff', subject: '#ffffff', detail: '#27435f' },
  ],
  imoveis: [
    { skyTop: '#10141c', skyBottom: '#6b5a4a', glow: '#ffcf8a', subject: '#e8e1d6', detail: '#ffcf66' },
    { skyTop: '#0c1a26', skyBottom: '#2f5d73', glow: '#ffe6b3', subject: '#d9d4cc', detail: '#ffd27a' },
    { skyTop: '#1d1410', skyBottom: '#a0674a', glow: '#ffd1a1', subject: '#efe7dc', detail: '#2a1d17' },
    { skyTop: '#0a0a0c', skyBottom: '#2c2a33', glow: '#c9a45c', subject: '#cfc8bd', detail: '#f5d58a' },
  ],
  relogios: [
    { skyTop: '#0b0b0d', skyBottom: '#26221c', glow: '#c9a45c', subject: '#d8d3c8', detail: '#0f3d2e' },
    { skyTop: '#061226', skyBottom: '#1c2f52', glow: '#9fb7e0', subject: '#e6e8ec', detail: '#1b3f8b' },
    { skyTop: '#140a06', skyBottom: '#3b2416', glow: '#e2a86b', subject: '#c98f5a', detail: '#3b2416' },
    { skyTop: '#101010', skyBottom: '#3a3a3a', glow: '#ffffff', subject: '#efefef', detail: '#111111' },
  ],
  decoracao: [
    { skyTop: '#1a1512', skyBottom: '#5b4636', glow: '#f2d3a2', subject: '#c9a45c', detail: '#efe3cf' },
    { skyTop: '#101a17', skyBottom: '#35554a', glow: '#d9efe4', subject: '#e9e2d5', detail: '#b8860b' },
    { skyTop: '#1b0f14', skyBottom: '#6a3346', glow: '#ffc2d1', subject: '#f1e4dc', detail: '#c9a45c' },
    { skyTop: '#0e0e10', skyBottom: '#2d2b28', glow: '#e8d9b8', subject: '#b08d57', detail: '#f5efe4' },
  ],
};

export function paletteFor(category: CategoryValue, variant: number): Palette {
  const palettes = PALETTES[category];
  return palettes[variant % palettes.length];
}
