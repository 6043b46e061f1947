import { describe, expect, it } from 'vitest';
import { formatBrazilianPhone } from './contact-info';

describe('formatBrazilianPhone', () => {
  it('formats mobile and landline numbers with the country code', () => {
    expect(formatBrazilianPhone('5511999999999')).toBe('+55 (11) 99999-9999');
    expect(formatBrazilianPhone('552133334444')).toBe('+55 (21) 3333-4444');
  });

  it('keeps numbers it does not recognise as digits', () => {
    expect(formatBrazilianPhone('14155550100')).toBe('+14155550100');
  });
});
