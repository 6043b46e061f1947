import { truncateMeta } from '@oneboss/domain';

/** A picture for link previews (WhatsApp, social networks): an absolute URL with its size. */
interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHeadInput {
  title: string;
  description: string;
  /** The page's absolute canonical URL. */
  url: string;
  type?: 'website' | 'product';
  image?: ShareImage;
  /** Extra Open Graph tags, e.g. the product price. */
  meta?: { property: string; content: string }[];
  jsonLd?: object[];
  /** Account and password pages: reachable, but not worth a search result. */
  noindex?: boolean;
}

type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };

/** JSON-LD as a script's text: `<` escaped so no value can close the script element. */
function jsonLdScript(data: object) {
  return { type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/** Title, description, canonical link, Open Graph, Twitter card and JSON-LD of one page, as TanStack Router's head() takes them. */
export function pageHead({ title, description, url, type = 'website', image, meta = [], jsonLd = [], noindex = false }: PageHeadInput) {
  const summary = truncateMeta(description);
  const tags: MetaTag[] = [
    { title },
    { name: 'description', content: summary },
    { property: 'og:title', content: title },
    { property: 'og:description', content: summary },
    { property: 'og:url', content: url },
    { property: 'og:type', content: type },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: summary },
  ];
  if (image) {
    tags.push(
      { property: 'og:image', content: image.url },
      { property: 'og:image:secure_url', content: image.url },
      { property: 'og:image:type', content: 'image/jpeg' },
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
      { property: 'og:image:alt', content: image.alt },
      { name: 'twitter:image', content: image.url },
    );
  }
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  tags.push(...meta);
  return { meta: tags, links: [{ rel: 'canonical', href: url }], scripts: jsonLd.map(jsonLdScript) };
}
