import { describe, expect, it } from 'vitest';
import { newsletterCsv } from './newsletterExporter';

const HEADERS = '\uFEFFE-mail;Inscrito em;Consentimento em;Versão do aviso;Link de descadastro';

describe('newsletterCsv', () => {
  it('lists each e-mail with when it subscribed and consented, and its own unsubscribe link', () => {
    expect(
      newsletterCsv(
        [
          {
            id: 's1',
            email: 'ana@example.com',
            created_at: '2026-12-31T23:59:00Z',
            updated_at: '2026-12-31T23:59:00Z',
            consent_at: '2026-12-31T23:59:00Z',
            consent_text_version: '2025-11-27',
            unsubscribe_token: '0f1e2d3c-4b5a-4678-9876-543210fedcba',
          },
        ],
        'https://oneboss.com.br',
      ),
    ).toBe(`${HEADERS}\r\nana@example.com;31/12/2026 20:59;31/12/2026 20:59;2025-11-27;https://oneboss.com.br/descadastrar?token=0f1e2d3c-4b5a-4678-9876-543210fedcba`);
  });

  it('leaves the consent cells empty for a subscription from before consent was recorded', () => {
    expect(
      newsletterCsv(
        [
          {
            id: 's2',
            email: 'bia@example.com',
            created_at: '2025-01-02T12:00:00Z',
            updated_at: '2025-01-02T12:00:00Z',
            consent_at: null,
            consent_text_version: null,
            unsubscribe_token: '11111111-2222-4333-8444-555555555555',
          },
        ],
        'http://localhost:4200/',
      ),
    ).toBe(`${HEADERS}\r\nbia@example.com;02/01/2025 09:00;;;http://localhost:4200/descadastrar?token=11111111-2222-4333-8444-555555555555`);
  });

  it('writes only the headers for an empty list', () => {
    expect(newsletterCsv([], 'https://oneboss.com.br')).toBe(HEADERS);
  });
});
