import { describe, expect, it } from 'vitest';
import { failedAudit } from './failed-audit';

describe('failedAudit', () => {
  it('names a console error with its message and where it came from, and counts the others', () => {
    const audit = {
      id: 'errors-in-console',
      details: {
        type: 'table',
        items: [
          { source: 'network', description: 'Failed to load resource: net::ERR_ABORTED', sourceLocation: { url: 'https://127.0.0.1:1/assets/a.js' } },
          { source: 'exception', description: 'TypeError: x is undefined' },
        ],
      },
    };
    expect(failedAudit(audit)).toBe('errors-in-console (Failed to load resource: net::ERR_ABORTED at https://127.0.0.1:1/assets/a.js, and 1 more)');
  });

  it('names an insecure request by its URL', () => {
    expect(failedAudit({ id: 'is-on-https', details: { type: 'table', items: [{ url: 'http://127.0.0.1:1/x.png' }] } })).toBe('is-on-https (http://127.0.0.1:1/x.png)');
  });

  it('gives the id alone when the audit lists nothing', () => {
    expect(failedAudit({ id: 'inspector-issues', details: { type: 'table', items: [] } })).toBe('inspector-issues');
    expect(failedAudit({ id: 'deprecations' })).toBe('deprecations');
  });
});
