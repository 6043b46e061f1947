import { describe, expect, it } from 'vitest';
import { csvFileName } from './downloadCsv';

describe('csvFileName', () => {
  it('dates the file by the day in Brasília', () => {
    expect(csvFileName('leads', new Date('2026-11-24T02:00:00Z'))).toBe('leads-2026-11-23');
    expect(csvFileName('produtos', new Date('2026-11-24T03:00:00Z'))).toBe('produtos-2026-11-24');
  });
});
