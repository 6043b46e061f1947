import type { CategoryValue } from '../catalogue/categories';
import { paletteFor } from './palettes';
import { building, car, decor, helicopter, jet, sailboat, turboprop, watch, yacht, type SubjectDrawer } from './subjects';

const SUBJECTS = { car, yacht, sailboat, jet, helicopter, turboprop, building, watch, decor } satisfies Record<string, SubjectDrawer>;

export type SubjectName = keyof typeof SUBJECTS;

interface SceneLayout {
  readonly subject: SubjectName;
  /** Subject height as a share of the picture's height. */
  readonly size: number;
  /** Where the subject's ground line sits, as a share of the height. */
  readonly ground: number;
  readonly water: boolean;
  readonly floor: boolean;
}

const LAYOUTS: Readonly<Record<CategoryValue, SceneLayout>> = {
  veiculos: { subject: 'car', size: 0.42, ground: 0.8, water: false, floor: true },
  embarcacoes: { subject: 'yacht', size: 0.45, ground: 0.74, water: true, floor: false },
  aeronaves: { subject: 'jet', size: 0.5, ground: 0.68, water: false, floor: false },
  imoveis: { subject: 'building', size: 0.55, ground: 0.84, water: false, floor: true },
  relogios: { subject: 'watch', size: 0.5, ground: 0.72, water: false, floor: false },
  decoracao: { subject: 'decor', size: 0.55, ground: 0.86, water: false, floor: true },
};

/** Subcategories whose listings are not the category's usual subject: a helicopter is no jet. */
const SUBCATEGORY_SUBJECTS: Readonly<Record<string, SubjectName>> = {
  helicopteros: 'helicopter',
  'turbo-helices': 'turboprop',
  veleiros: 'sailboat',
};

/** What a product's pictures show: its subcategory's own subject, else its category's. */
export function subjectFor(category: CategoryValue, subcategoryType?: string): SubjectName {
  return (subcategoryType && SUBCATEGORY_SUBJECTS[subcategoryType]) || LAYOUTS[category].subject;
}

export interface SceneOptions {
  readonly category: CategoryValue;
  /** Default: the category's subject. */
  readonly subject?: SubjectName;
  /** Picks the palette, light and placement, so each picture of a product differs. */
  readonly variant: number;
  readonly width: number;
  readonly height: number;
}

function waves(width: number, top: number, height: number, colour: string): string {
  const rows = Array.from({ length: 6 }, (_, row) => {
    const y = top + (row + 1) * ((height - top) / 7);
    const amplitude = 4 + row * 2;
    const step = 90 + row * 30;
    let d = `M0 ${y.toFixed(1)}`;
    for (let x = 0; x < width; x += step) {
      d += ` q ${step / 4} ${-amplitude} ${step / 2} 0 t ${step / 2} 0`;
    }
    return `<path d="${d}" stroke="${colour}" stroke-width="${1.5 + row * 0.5}" fill="none" opacity="${0.15 + row * 0.05}"/>`;
  });
  return rows.join('');
}

/** A tasteful vector picture of the category's subject: gradient sky, glow, silhouette, vignette. */
export function sceneSvg({ category, subject, variant, width, height }: SceneOptions): string {
  const palette = paletteFor(category, variant);
  const layout = LAYOUTS[category];
  const scale = (height * layout.size) / 400;
  const shift = [0, -0.12, 0.1, -0.05][variant % 4];
  const x = width * (0.5 + shift) - 400 * scale;
  const groundY = height * layout.ground;
  const y = groundY - 400 * scale;
  const mirror = variant % 2 === 1;
  const subjectTransform = mirror
    ? `translate(${(x + 800 * scale).toFixed(1)} ${y.toFixed(1)}) scale(${(-scale).toFixed(4)} ${scale.toFixed(4)})`
    : `translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})`;
  const glowX = width * [0.72, 0.28, 0.5, 0.8][variant % 4];
  const glowY = height * [0.3, 0.25, 0.4, 0.2][variant % 4];

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="${glowX}" cy="${glowY}" r="${Math.max(width, height) * 0.45}" gradientUnits="userSpaceOnUse">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.skyBottom}"/><stop offset="1" stop-color="#000"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${layout.floor ? `<rect y="${groundY.toFixed(1)}" width="${width}" height="${(height - groundY).toFixed(1)}" fill="url(#floor)"/>` : ''}
  ${layout.water ? `<rect y="${(groundY - 60 * scale).toFixed(1)}" width="${width}" height="${height}" fill="${palette.skyTop}" opacity="0.55"/>${waves(width, groundY - 60 * scale, height, palette.glow)}` : ''}
  <g data-subject="${subject ?? layout.subject}" transform="${subjectTransform}">${SUBJECTS[subject ?? layout.subject](palette, variant)}</g>
  <rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;
}
