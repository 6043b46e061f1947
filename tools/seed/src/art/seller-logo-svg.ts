import type { SeedSeller } from '../catalogue/sellers';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Up to two initials of the words that start with a capital ("Villa Nobre Imóveis" -> "VN"). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word[0])
    .join('')
    .toUpperCase();
}

/** A seller's square logo (256 × 256): its monogram in a ring, as the storefront's card shows it small. */
export function sellerLogoSvg(seller: SeedSeller): string {
  const [ground, accent] = seller.colors;
  const letters = initials(seller.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
  <rect width="256" height="256" rx="40" fill="${ground}"/>
  <circle cx="128" cy="128" r="92" fill="none" stroke="${accent}" stroke-width="6"/>
  <text x="128" y="${letters.length > 1 ? 152 : 156}" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${letters.length > 1 ? 72 : 84}" fill="${accent}">${escapeXml(letters)}</text>
</svg>`;
}
