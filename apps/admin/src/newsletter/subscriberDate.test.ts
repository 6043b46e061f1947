import { describe, expect, it } from 'vitest';
import { subscriberCount, subscriberDate } from './subscriberDate';

describe('subscriber formatting', () => {
  it('shows the sign-up time in Brasília time, pt-BR order', () => {
    expect(subscriberDate('2026-11-23T15:40:00Z')).toBe('23/11/2026, 12:40');
    expect(subscriberDate('not a date')).toBe('—');
  });

  it('counts in pt-BR with the right plural', () => {
    expect(subscriberCount(1)).toBe('1 inscrito');
    expect(subscriberCount(0)).toBe('0 inscritos');
    expect(subscriberCount(1234)).toBe('1.234 inscritos');
  });
});
