import { describe, expect, it } from 'vitest';
import { readRecoveryLink } from './recovery-link';

describe('readRecoveryLink', () => {
  it('reads a refused link, with or without its code', () => {
    expect(readRecoveryLink('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toEqual({
      kind: 'refused',
      code: 'otp_expired',
      reason: 'Email link is invalid or has expired',
    });
    expect(readRecoveryLink('#error=server_error')).toEqual({ kind: 'refused', code: null, reason: 'server_error' });
  });

  it('recognises a recovery session, and nothing else, as a valid link', () => {
    expect(readRecoveryLink('#access_token=a.b.c&refresh_token=r&type=recovery')).toEqual({ kind: 'recovery' });
    expect(readRecoveryLink('#access_token=a.b.c&refresh_token=r&type=signup')).toEqual({ kind: 'none' });
    expect(readRecoveryLink('#type=recovery')).toEqual({ kind: 'none' });
    expect(readRecoveryLink('')).toEqual({ kind: 'none' });
  });
});
