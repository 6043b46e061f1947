import { describe, expect, it } from 'vitest';
import { tag } from './head-testing';
import { pageHead } from './page-head';

const image = { url: 'https://loja.example/og/produto/1.jpg', width: 1200, height: 630, alt: 'Iate' };

describe('pageHead', () => {
  it('carries the title, description, canonical link and Open Graph of the page', () => {
    const head = pageHead({ title: 'Relógios - Loja OneBoss', description: 'Relógios de luxo.', url: 'https://loja.example/loja/relogios' });
    expect(head.meta).toContainEqual({ title: 'Relógios - Loja OneBoss' });
    expect(tag(head, 'description')).toBe('Relógios de luxo.');
    expect(tag(head, 'og:title')).toBe('Relógios - Loja OneBoss');
    expect(tag(head, 'og:description')).toBe('Relógios de luxo.');
    expect(tag(head, 'og:url')).toBe('https://loja.example/loja/relogios');
    expect(tag(head, 'og:type')).toBe('website');
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://loja.example/loja/relogios' }]);
  });

  it('cuts a long description to 160 characters of plain text, in the description and Open Graph alike', () => {
    const description = `<p>${'Iate de 80 pés com acabamento em teca, '.repeat(10)}</p>`;
    const head = pageHead({ title: 'Iate', description, url: 'https://loja.example/produto/1' });
    const summary = tag(head, 'description') ?? '';
    expect(Array.from(summary).length).toBeLessThanOrEqual(160);
    expect(summary).not.toContain('<');
    expect(summary.endsWith('…')).toBe(true);
    expect(tag(head, 'og:description')).toBe(summary);
    expect(tag(head, 'twitter:description')).toBe(summary);
  });

  it('offers a large card with the picture only when there is one', () => {
    const withImage = pageHead({ title: 'Iate', description: 'Iate.', url: 'https://loja.example/produto/1', type: 'product', image });
    expect(tag(withImage, 'twitter:card')).toBe('summary_large_image');
    expect(tag(withImage, 'og:image')).toBe(image.url);
    expect(tag(withImage, 'og:image:width')).toBe('1200');
    expect(tag(withImage, 'og:image:height')).toBe('630');
    expect(tag(withImage, 'og:image:type')).toBe('image/jpeg');
    expect(tag(withImage, 'twitter:image')).toBe(image.url);
    expect(tag(withImage, 'og:type')).toBe('product');

    const without = pageHead({ title: 'Loja', description: 'Loja.', url: 'https://loja.example/loja' });
    expect(tag(without, 'twitter:card')).toBe('summary');
    expect(tag(without, 'og:image')).toBeUndefined();
  });

  it('adds extra tags, JSON-LD and noindex when asked', () => {
    const jsonLd = { '@type': 'Thing', name: 'Conta' };
    const head = pageHead({
      title: 'Conta',
      description: 'Conta.',
      url: 'https://loja.example/perfil',
      meta: [{ property: 'product:price:currency', content: 'BRL' }],
      jsonLd: [jsonLd],
      noindex: true,
    });
    expect(tag(head, 'robots')).toBe('noindex');
    expect(tag(head, 'product:price:currency')).toBe('BRL');
    expect(head.scripts).toHaveLength(1);
    expect(head.scripts[0].type).toBe('application/ld+json');
    expect(JSON.parse(head.scripts[0].children)).toEqual(jsonLd);
    expect(tag(pageHead({ title: 'Loja', description: 'Loja.', url: 'https://loja.example/loja' }), 'robots')).toBeUndefined();
  });

  it('writes JSON-LD that no value can close its script element with', () => {
    const head = pageHead({ title: 'Iate', description: 'Iate.', url: 'https://loja.example/produto/1', jsonLd: [{ name: '</script><script>alert(1)</script>' }] });
    const text = head.scripts[0].children;
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
