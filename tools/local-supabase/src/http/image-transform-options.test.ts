import { describe, expect, it } from 'vitest';
import { parseTransformOptions } from './image-transform-options.js';

const parse = (query: string) => parseTransformOptions(new URLSearchParams(query));

describe('parseTransformOptions', () => {
  it('defaults to cover, quality 80 and WebP', () => {
    expect(parse('width=300')).toEqual({
      ok: true,
      options: { width: 300, height: undefined, quality: 80, resize: 'cover', format: 'webp' },
    });
  });

  it('accepts the limits themselves', () => {
    expect(parse('width=1&height=2500&quality=20&resize=fill&format=origin')).toEqual({
      ok: true,
      options: { width: 1, height: 2500, quality: 20, resize: 'fill', format: 'origin' },
    });
    expect(parse('quality=100&resize=contain').ok).toBe(true);
  });

  it.each([
    ['width=0', 'width must be an integer between 1 and 2500'],
    ['width=2501', 'width must be an integer between 1 and 2500'],
    ['height=12.5', 'height must be an integer between 1 and 2500'],
    ['height=abc', 'height must be an integer between 1 and 2500'],
    ['quality=19', 'quality must be an integer between 20 and 100'],
    ['quality=101', 'quality must be an integer between 20 and 100'],
    ['resize=crop', 'resize must be one of cover, contain, fill'],
    ['format=avif', 'format must be origin or webp'],
  ])('refuses %s', (query, message) => {
    expect(parse(query)).toEqual({ ok: false, message });
  });
});
