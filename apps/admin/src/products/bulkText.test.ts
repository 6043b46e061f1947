import { describe, expect, it } from 'vitest';
import { bulkPublishedText } from './bulkText';

describe('bulkPublishedText', () => {
  it('agrees in number with the count', () => {
    expect(bulkPublishedText(1, true)).toBe('1 produto publicado.');
    expect(bulkPublishedText(3, true)).toBe('3 produtos publicados.');
    expect(bulkPublishedText(1, false)).toBe('1 produto ocultado.');
    expect(bulkPublishedText(2, false)).toBe('2 produtos ocultados.');
  });
});
