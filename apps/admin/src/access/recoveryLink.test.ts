import { describe, expect, it } from 'vitest';
import { isRefusedRecoveryLink, setPasswordLocation } from './recoveryLink';

describe('isRefusedRecoveryLink', () => {
  it('recognises the fragment of a refused e-mail link', () => {
    expect(isRefusedRecoveryLink('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired')).toBe(true);
    expect(isRefusedRecoveryLink('#error_description=x')).toBe(true);
  });

  it('leaves routes and valid links alone', () => {
    expect(isRefusedRecoveryLink('#/login')).toBe(false);
    expect(isRefusedRecoveryLink('#access_token=a&refresh_token=b&type=recovery')).toBe(false);
    expect(isRefusedRecoveryLink('')).toBe(false);
  });
});

describe('setPasswordLocation', () => {
  it('sends a recovery session to the set-password page with its tokens', () => {
    expect(setPasswordLocation('#access_token=a.b.c&expires_in=3600&refresh_token=r1&token_type=bearer&type=recovery')).toBe(
      '/set-password?access_token=a.b.c&refresh_token=r1&type=recovery',
    );
  });

  it('leaves routes, other sessions and incomplete fragments alone', () => {
    expect(setPasswordLocation('#/set-password?access_token=a&refresh_token=r&type=recovery')).toBeNull();
    expect(setPasswordLocation('#access_token=a&refresh_token=r&type=signup')).toBeNull();
    expect(setPasswordLocation('#access_token=a&type=recovery')).toBeNull();
    expect(setPasswordLocation('')).toBeNull();
  });
});
