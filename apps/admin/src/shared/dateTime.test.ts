import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dateTime';

describe('formatDateTime', () => {
  it('shows day/month/year and time in Brasília time', () => {
    expect(formatDateTime('2026-11-22T02:30:00Z')).toBe('21/11/2026, 23:30');
  });

  it('gives an empty text for an unreadable date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
