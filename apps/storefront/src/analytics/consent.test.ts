import { describe, expect, it } from 'vitest';
import { consentCookie, readConsentCookie } from './consent';

describe('readConsentCookie', () => {
  it('reads the stored choice among other cookies', () => {
    expect(readConsentCookie('a=1; oneboss_analytics_consent=granted; b=2')).toBe('granted');
    expect(readConsentCookie('oneboss_analytics_consent=denied')).toBe('denied');
  });

  it('treats a missing or unknown value as no choice, so the visitor is asked', () => {
    expect(readConsentCookie('')).toBeNull();
    expect(readConsentCookie('oneboss_analytics_consent=yes')).toBeNull();
    expect(readConsentCookie('xoneboss_analytics_consent=granted')).toBeNull();
  });
});

describe('consentCookie', () => {
  it('keeps the choice site-wide for about six months, Secure over https', () => {
    expect(consentCookie('granted', true)).toBe('oneboss_analytics_consent=granted; Path=/; Max-Age=15552000; SameSite=Lax; Secure');
    expect(consentCookie('denied', false)).toBe('oneboss_analytics_consent=denied; Path=/; Max-Age=15552000; SameSite=Lax');
  });
});
