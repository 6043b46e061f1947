import { describe, expect, it } from 'vitest';
import { newsletterCsv } from './newsletterExporter';

describe('newsletterCsv', () => {
  it('lists each e-mail with the day and time it subscribed', () => {
    expect(newsletterCsv([{ id: 's1', email: 'ana@example.com', created_at: '2026-12-31T23:59:00Z', updated_at: '2026-12-31T23:59:00Z' }])).toBe(
      '\uFEFFE-mail;Inscrito em\r\nana@example.com;31/12/2026 20:59',
    );
  });

  it('writes only the headers for an empty list', () => {
    expect(newsletterCsv([])).toBe('\uFEFFE-mail;Inscrito em');
  });
});
