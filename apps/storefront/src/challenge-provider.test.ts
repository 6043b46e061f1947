import { describe, expect, it } from 'vitest';
import { challengeSettings } from './challenge-provider';

describe('challengeSettings', () => {
  it('is the stand-in (none) without a site key', () => {
    expect(challengeSettings('hcaptcha', undefined)).toBeUndefined();
  });

  it('is Turnstile by default and hCaptcha when named, with the site key', () => {
    expect(challengeSettings(undefined, '0x4AAA')).toEqual({ provider: 'turnstile', siteKey: '0x4AAA' });
    expect(challengeSettings('hcaptcha', '10000000-ffff')).toEqual({ provider: 'hcaptcha', siteKey: '10000000-ffff' });
  });

  it('ignores a provider it does not know rather than load an unknown script', () => {
    expect(challengeSettings('recaptcha', 'abc')).toBeUndefined();
  });
});
