import { describe, expect, it } from 'vitest';
import { partnerLogoSlides } from './partner-logo-slides';

describe('partnerLogoSlides', () => {
  it('duplicates a list of exactly two partners', () => {
    expect(partnerLogoSlides(['a', 'b'])).toEqual(['a', 'b', 'a', 'b']);
  });

  it('keeps other lists as they are', () => {
    expect(partnerLogoSlides([])).toEqual([]);
    expect(partnerLogoSlides(['a'])).toEqual(['a']);
    expect(partnerLogoSlides(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });
});
