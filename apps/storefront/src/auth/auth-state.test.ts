import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_STATE, nextAuthState, userFromSession } from './auth-state';

const session = {
  user: {
    id: '5b0c6a8e-2a0e-4d57-9d4a-5f7a3c1b2e10',
    email: 'ana@example.com',
    user_metadata: { full_name: '  Ana Souza ', avatar_url: 'https://lh3.googleusercontent.com/a/ana.png' },
  },
};

describe('auth state', () => {
  it('is signed in with the user whenever a session comes with the event', () => {
    for (const event of ['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY'] as const) {
      expect(nextAuthState(INITIAL_AUTH_STATE, event, session)).toEqual({
        status: 'signed-in',
        isAdmin: null,
        lastEvent: event,
        user: {
          id: session.user.id,
          email: 'ana@example.com',
          fullName: 'Ana Souza',
          avatarUrl: 'https://lh3.googleusercontent.com/a/ana.png',
        },
      });
    }
  });

  it('is signed out without a session', () => {
    expect(nextAuthState(INITIAL_AUTH_STATE, 'SIGNED_OUT', null)).toEqual({ status: 'signed-out', user: null, isAdmin: false, lastEvent: 'SIGNED_OUT' });
    expect(nextAuthState(INITIAL_AUTH_STATE, 'INITIAL_SESSION', null).status).toBe('signed-out');
  });

  it('keeps the admin answer across token refreshes of the same user only', () => {
    const admin = { ...nextAuthState(INITIAL_AUTH_STATE, 'SIGNED_IN', session), isAdmin: true };
    expect(nextAuthState(admin, 'TOKEN_REFRESHED', session).isAdmin).toBe(true);
    const other = { user: { id: 'another-user', email: 'b@example.com' } };
    expect(nextAuthState(admin, 'SIGNED_IN', other).isAdmin).toBeNull();
    expect(nextAuthState(admin, 'SIGNED_OUT', null).isAdmin).toBe(false);
  });

  it('reads the Google metadata names and ignores blank values', () => {
    const google = { user: { id: 'u1', email: null, user_metadata: { name: 'Bruno Lima', picture: 'https://x/p.jpg', full_name: ' ' } } };
    expect(userFromSession(google)).toEqual({ id: 'u1', email: null, fullName: 'Bruno Lima', avatarUrl: 'https://x/p.jpg' });
    expect(userFromSession({ user: { id: 'u2' } })).toEqual({ id: 'u2', email: null, fullName: null, avatarUrl: null });
  });
});
