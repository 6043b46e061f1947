import type { SeedPartner } from '../catalogue/partners';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function monogram(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** Partner logo (400 × 200): monogram medallion and the partner's name in a serif face. */
export function partnerLogoSvg(partner: SeedPartner): string {
  const [ground, accent] = partner.colors;
  const fontSize = partner.name.length > 20 ? 22 : 28;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200" viewBox="0 0 400 200">
  <rect width="400" height="200" rx="16" fill="${ground}"/>
  <circle cx="200" cy="72" r="40" fill="none" stroke="${accent}" stroke-width="3"/>
  <text x="200" y="84" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="32" fill="${accent}">${escapeXml(monogram(partner.name))}</text>
  <text x="200" y="150" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${fontSize}" fill="#f5efe4" letter-spacing="1">${escapeXml(partner.name)}</text>
  <rect x="150" y="166" width="100" height="2" fill="${accent}"/>
</svg>`;
}

/** Partner banner (1200 × 400): brand gradient, diagonal light and the name with its tagline. */
export function partnerBannerSvg(partner: SeedPartner): string {
  const [ground, accent] = partner.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${ground}"/><stop offset="1" stop-color="${accent}" stop-opacity="0.55"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="400" fill="${ground}"/>
  <rect width="1200" height="400" fill="url(#ground)"/>
  <path d="M760 0 L1200 0 L1200 400 L560 400 Z" fill="${accent}" opacity="0.12"/>
  <path d="M860 0 L940 0 L740 400 L660 400 Z" fill="#ffffff" opacity="0.06"/>
  <text x="80" y="190" font-family="DejaVu Serif, serif" font-size="64" fill="#f5efe4">${escapeXml(partner.name)}</text>
  <rect x="80" y="222" width="120" height="3" fill="${accent}"/>
  <text x="80" y="280" font-family="DejaVu Sans, sans-serif" font-size="28" fill="#f5efe4" opacity="0.85">${escapeXml(partner.description)}</text>
</svg>`;
}
