import type { Palette } from './palettes';

/**
 * Vector silhouettes drawn in a local 800 × 400 box whose bottom edge is the ground line
 * (the watch and the decor use the box centre). Each returns SVG markup to be transformed.
 */
export type SubjectDrawer = (palette: Palette, variant: number) => string;

export const car: SubjectDrawer = (p) => `
  <ellipse cx="400" cy="398" rx="390" ry="16" fill="#000" opacity="0.45"/>
  <path d="M40 350 C50 315 105 300 175 292 L300 245 C360 215 505 210 585 240 L690 285 C745 292 780 305 790 335 L792 368 L40 368 Z" fill="${p.subject}"/>
  <path d="M318 252 L372 228 C430 218 505 220 548 240 L585 282 L330 286 Z" fill="${p.skyTop}" opacity="0.85"/>
  <path d="M60 340 L780 330" stroke="${p.detail}" stroke-width="3" opacity="0.55"/>
  <circle cx="200" cy="368" r="52" fill="#111"/><circle cx="200" cy="368" r="30" fill="${p.detail}" opacity="0.8"/>
  <circle cx="640" cy="368" r="52" fill="#111"/><circle cx="640" cy="368" r="30" fill="${p.detail}" opacity="0.8"/>
  <path d="M770 318 L792 322" stroke="${p.glow}" stroke-width="8" stroke-linecap="round"/>`;

export const yacht: SubjectDrawer = (p) => `
  <path d="M20 300 L790 300 L715 372 L95 372 Z" fill="${p.subject}"/>
  <path d="M95 372 L715 372 L705 382 L105 382 Z" fill="${p.detail}"/>
  <path d="M160 300 L215 248 L600 248 L672 300 Z" fill="${p.subject}"/>
  <path d="M250 248 L290 205 L520 205 L560 248 Z" fill="${p.subject}"/>
  <path d="M225 268 L640 268" stroke="${p.detail}" stroke-width="12" stroke-linecap="round"/>
  <path d="M300 224 L515 224" stroke="${p.detail}" stroke-width="9" stroke-linecap="round"/>
  <path d="M60 322 L740 322" stroke="${p.detail}" stroke-width="4" opacity="0.6"/>
  <path d="M400 205 L400 170 M385 178 L430 178" stroke="${p.subject}" stroke-width="5"/>`;

export const jet: SubjectDrawer = (p) => `
  <path d="M80 205 C140 175 620 170 720 188 C770 197 790 208 770 220 C700 238 150 245 80 226 Z" fill="${p.subject}"/>
  <path d="M735 196 C755 199 768 205 768 210 L730 210 Z" fill="${p.skyTop}" opacity="0.8"/>
  <path d="M380 222 L270 345 L325 345 L495 226 Z" fill="${p.subject}"/>
  <path d="M395 195 L330 120 L362 120 L470 192 Z" fill="${p.subject}" opacity="0.75"/>
  <path d="M110 200 L55 105 L100 105 L185 196 Z" fill="${p.subject}"/>
  <ellipse cx="205" cy="192" rx="58" ry="17" fill="${p.detail}"/>
  <path d="M240 212 L700 206" stroke="${p.detail}" stroke-width="5" stroke-dasharray="14 10" opacity="0.8"/>
  <path d="M0 214 L80 214 M0 200 L90 205" stroke="${p.glow}" stroke-width="3" opacity="0.5"/>`;

/** A single-engine turboprop (Pilatus PC-12, King Air): propeller at the nose, straight wing, T-tail. */
export const turboprop: SubjectDrawer = (p) => `
  <path d="M90 205 C150 180 600 172 712 186 C752 191 768 200 768 208 C768 216 752 225 712 230 C600 244 150 240 90 224 Z" fill="${p.subject}"/>
  <path d="M690 190 C715 192 735 197 742 204 L690 206 Z" fill="${p.skyTop}" opacity="0.8"/>
  <path d="M768 200 C782 202 790 205 792 208 C790 211 782 214 768 216 Z" fill="${p.detail}"/>
  <ellipse cx="790" cy="208" rx="6" ry="78" fill="${p.detail}" opacity="0.35"/>
  <path d="M372 224 L352 350 L402 350 L452 226 Z" fill="${p.subject}"/>
  <path d="M372 198 L360 120 L398 120 L440 196 Z" fill="${p.subject}" opacity="0.7"/>
  <path d="M120 204 L92 108 L130 108 L180 202 Z" fill="${p.subject}"/>
  <path d="M60 108 L170 108 L170 118 L60 118 Z" fill="${p.subject}"/>
  <path d="M250 214 L660 210" stroke="${p.detail}" stroke-width="5" stroke-dasharray="14 10" opacity="0.8"/>
  <path d="M90 214 L770 212" stroke="${p.detail}" stroke-width="3" opacity="0.5"/>`;

/** A light helicopter: main rotor over a rounded cabin, tail boom with its rotor, landing skids. */
export const helicopter: SubjectDrawer = (p) => `
  <ellipse cx="410" cy="92" rx="350" ry="12" fill="${p.subject}" opacity="0.22"/>
  <rect x="60" y="86" width="700" height="10" rx="5" fill="${p.detail}" opacity="0.9"/>
  <rect x="400" y="94" width="18" height="40" fill="${p.subject}"/>
  <path d="M330 152 C340 136 360 130 380 130 L470 130 C495 130 512 140 520 152 Z" fill="${p.subject}"/>
  <path d="M300 152 L520 152 C600 152 655 192 664 238 C670 270 645 292 600 294 L335 294 C300 294 284 270 284 238 Z" fill="${p.subject}"/>
  <path d="M545 162 C603 170 642 200 652 240 L566 240 C556 212 550 186 545 162 Z" fill="${p.skyTop}" opacity="0.85"/>
  <rect x="430" y="172" width="90" height="58" rx="12" fill="${p.skyTop}" opacity="0.8"/>
  <path d="M300 196 L92 222 L92 240 L300 254 Z" fill="${p.subject}"/>
  <path d="M108 228 L70 160 L98 160 L134 226 Z" fill="${p.subject}"/>
  <circle cx="84" cy="188" r="36" fill="${p.detail}" opacity="0.18"/>
  <path d="M84 150 L84 226" stroke="${p.detail}" stroke-width="6" stroke-linecap="round"/>
  <path d="M300 264 L648 264" stroke="${p.detail}" stroke-width="6" opacity="0.7"/>
  <path d="M350 294 L336 340 M570 294 L584 340" stroke="${p.detail}" stroke-width="9" stroke-linecap="round"/>
  <path d="M270 342 L650 342 C668 342 678 334 684 322" stroke="${p.detail}" stroke-width="10" fill="none" stroke-linecap="round"/>`;

/** A sloop: mast, mainsail and jib over a low hull. */
export const sailboat: SubjectDrawer = (p) => `
  <path d="M110 318 L720 318 L650 372 L190 372 Z" fill="${p.subject}"/>
  <path d="M190 372 L650 372 L642 382 L198 382 Z" fill="${p.detail}"/>
  <path d="M150 336 L690 336" stroke="${p.detail}" stroke-width="4" opacity="0.6"/>
  <rect x="393" y="0" width="10" height="318" fill="${p.detail}"/>
  <path d="M388 14 L388 296 C320 290 240 292 176 300 C260 210 340 110 388 14 Z" fill="${p.subject}" opacity="0.95"/>
  <path d="M408 30 L408 300 L640 306 C560 220 470 120 408 30 Z" fill="${p.subject}" opacity="0.78"/>
  <path d="M176 300 L392 300" stroke="${p.detail}" stroke-width="6" stroke-linecap="round"/>
  <path d="M330 296 L360 318" stroke="${p.detail}" stroke-width="3" opacity="0.7"/>`;

export const building: SubjectDrawer = (p, variant) => {
  const windows: string[] = [];
  const columns = 6 + (variant % 3);
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const lit = (row * 7 + column * 3 + variant) % 4 !== 0;
      windows.push(
        `<rect x="${150 + column * (500 / columns)}" y="${190 + row * 62}" width="${500 / columns - 14}" height="44" fill="${lit ? p.detail : p.skyTop}" opacity="${lit ? 0.85 : 0.6}"/>`,
      );
    }
  }
  return `
  <rect x="0" y="392" width="800" height="8" fill="#000" opacity="0.4"/>
  <rect x="120" y="170" width="560" height="222" fill="${p.subject}"/>
  <rect x="60" y="150" width="560" height="26" fill="${p.subject}"/>
  <rect x="230" y="92" width="470" height="24" fill="${p.subject}"/>
  <rect x="260" y="116" width="400" height="34" fill="${p.skyTop}" opacity="0.75"/>
  ${windows.join('')}
  <rect x="40" y="360" width="260" height="32" fill="${p.glow}" opacity="0.35"/>
  <path d="M20 392 C60 330 90 330 110 392 Z M700 392 C730 300 780 300 790 392 Z" fill="#0b1a12" opacity="0.85"/>`;
};

export const watch: SubjectDrawer = (p) => {
  const indices = Array.from({ length: 12 }, (_, hour) => {
    const angle = hour * 30;
    return `<rect x="396" y="${hour % 3 === 0 ? 8 : 14}" width="8" height="${hour % 3 === 0 ? 38 : 24}" fill="${p.subject}" transform="rotate(${angle} 400 200)"/>`;
  }).join('');
  return `
  <rect x="330" y="-230" width="140" height="240" rx="18" fill="${p.subject}" opacity="0.9"/>
  <rect x="330" y="390" width="140" height="240" rx="18" fill="${p.subject}" opacity="0.9"/>
  <circle cx="400" cy="200" r="236" fill="${p.subject}"/>
  <circle cx="400" cy="200" r="214" fill="${p.glow}" opacity="0.35"/>
  <circle cx="400" cy="200" r="196" fill="${p.detail}"/>
  <g transform="translate(0 0)">${indices}</g>
  <rect x="394" y="88" width="12" height="120" rx="6" fill="${p.subject}" transform="rotate(-50 400 200)"/>
  <rect x="396" y="42" width="8" height="166" rx="4" fill="${p.subject}" transform="rotate(62 400 200)"/>
  <rect x="399" y="30" width="2" height="190" fill="${p.glow}" transform="rotate(160 400 200)"/>
  <circle cx="400" cy="200" r="12" fill="${p.subject}"/>
  <rect x="632" y="180" width="28" height="40" rx="6" fill="${p.subject}"/>`;
};

export const decor: SubjectDrawer = (p, variant) => `
  <path d="M90 400 L90 170 A150 150 0 0 1 390 170 L390 400 Z" fill="${p.detail}" opacity="0.18"/>
  <path d="M440 400 L440 210 A120 120 0 0 1 680 210 L680 400 Z" fill="${p.detail}" opacity="0.12"/>
  <rect x="0" y="392" width="800" height="8" fill="#000" opacity="0.35"/>
  <path d="M210 392 C160 392 150 300 190 250 C215 220 205 180 225 160 L275 160 C295 180 285 220 310 250 C350 300 340 392 290 392 Z" fill="${p.subject}"/>
  <rect x="215" y="150" width="70" height="14" rx="4" fill="${p.subject}"/>
  <circle cx="${variant % 2 === 0 ? 540 : 580}" cy="318" r="74" fill="${p.subject}" opacity="0.9"/>
  <circle cx="${variant % 2 === 0 ? 515 : 555}" cy="294" r="20" fill="${p.glow}" opacity="0.5"/>
  <path d="M660 392 L690 250 L720 392 Z" fill="${p.detail}" opacity="0.8"/>
  <path d="M600 120 L600 200 M560 200 L640 200 L620 232 L580 232 Z" stroke="${p.subject}" stroke-width="4" fill="${p.glow}" opacity="0.9"/>`;
