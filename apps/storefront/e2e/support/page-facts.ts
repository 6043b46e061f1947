import type { Page } from 'playwright-core';

/** What a crawler or a link preview reads from a page's HTML, before any script runs. */
export interface PageFacts {
  title: string;
  /** Each meta tag's contents by its name or property, in document order (several when repeated). */
  meta: Record<string, string[]>;
  canonical: string[];
  jsonLd: Record<string, unknown>[];
  /** The body's text without scripts and styles: what a reader without JavaScript sees. */
  text: string;
  headings: { level: number; text: string }[];
  links: { href: string; label: string }[];
  cards: { href: string; name: string }[];
  images: { src: string; srcset: string; alt: string }[];
  /**
   * The shop's sidebar: each category link (with where it leads) or subcategory checkbox, with its
   * count; the typed filters' form (price, specs, UF, city) is read by the spec-filter journeys.
   */
  facets: { label: string; count: number; href?: string }[];
  resultCount: string | null;
  sort: string | null;
  /** The description tab's HTML on a product page. */
  descriptionHtml: string | null;
  /** Card links under a heading, by the heading's text. */
  sections: Record<string, string[]>;
}

/**
 * Runs in the browser, on the live document or on HTML parsed with DOMParser (which runs no
 * script): one reading for both ways a page reaches a crawler.
 */
function readFacts(html: string | null): PageFacts {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const body = doc.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('script, style, template, noscript')) element.remove();
  const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
  const meta: Record<string, string[]> = {};
  for (const tag of doc.head.querySelectorAll('meta[name], meta[property]')) {
    const key = tag.getAttribute('name') ?? tag.getAttribute('property') ?? '';
    (meta[key] ??= []).push(tag.getAttribute('content') ?? '');
  }
  const hrefOf = (anchor: Element) => anchor.getAttribute('href') ?? '';
  const facets = [...body.querySelectorAll('aside[aria-label="Filtros"] li a, aside[aria-label="Filtros"] label:not(form label)')].map((element) => {
    const count = text([...element.querySelectorAll('span')].at(-1) ?? null);
    const facet = { label: text(element).slice(0, text(element).length - count.length).trim(), count: Number(count) };
    return element.tagName === 'A' ? { ...facet, href: hrefOf(element) } : facet;
  });
  const sections: Record<string, string[]> = {};
  for (const section of doc.querySelectorAll('section')) {
    const heading = section.querySelector('h2');
    if (heading) sections[text(heading)] = [...section.querySelectorAll('[data-testid="product-card"]')].map(hrefOf);
  }
  const select = [...doc.querySelectorAll('select')].find((element) => element.id && text(doc.querySelector(`label[for="${element.id}"]`)) === 'Ordenar por');
  const description = doc.querySelector('[role="tabpanel"] > div');
  return {
    title: doc.title,
    meta,
    canonical: [...doc.querySelectorAll('link[rel="canonical"]')].map(hrefOf),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? 'null')),
    text: text(body),
    headings: [...body.querySelectorAll('h1, h2, h3')].map((heading) => ({ level: Number(heading.tagName[1]), text: text(heading) })),
    links: [...body.querySelectorAll('a[href]')].map((anchor) => ({ href: hrefOf(anchor), label: anchor.getAttribute('aria-label') ?? text(anchor) })),
    cards: [...body.querySelectorAll('[data-testid="product-card"]')].map((card) => ({ href: hrefOf(card), name: text(card.querySelector('h3')) })),
    images: [...body.querySelectorAll('img')].map((image) => ({ src: image.getAttribute('src') ?? '', srcset: image.getAttribute('srcset') ?? '', alt: image.getAttribute('alt') ?? '' })),
    facets,
    resultCount: doc.querySelector('[data-testid="result-count"]') ? text(doc.querySelector('[data-testid="result-count"]')) : null,
    sort: select?.selectedOptions[0]?.value ?? null,
    descriptionHtml: description ? description.innerHTML : null,
    sections,
  };
}

/** Reads HTML fetched over plain HTTP, parsed by the browser without running it. */
export function factsOfHtml(parser: Page, html: string): Promise<PageFacts> {
  return parser.evaluate(readFacts, html);
}

/** Reads the document a page has loaded. */
export function factsOfPage(page: Page): Promise<PageFacts> {
  return page.evaluate(readFacts, null);
}
