/**
 * The challenge the lead form shows once the server asks for one (past the hourly caps). Hosted
 * projects use Turnstile or hCaptcha, with the site key here and the secret in the database's
 * settings; without a site key the form shows the stand-in, which the local server accepts.
 */
export type ChallengeProvider = 'turnstile' | 'hcaptcha';

export interface ChallengeSettings {
  provider: ChallengeProvider;
  siteKey: string;
}

/** Each provider's script, loaded only when a challenge is shown; `render=explicit` lets the form place the widget. */
export const CHALLENGE_SCRIPTS: Readonly<Record<ChallengeProvider, string>> = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  hcaptcha: 'https://js.hcaptcha.com/1/api.js?render=explicit',
};

/** What the page's Content-Security-Policy must let in (script, frame and requests) for the provider's widget. */
export const CHALLENGE_ORIGINS: Readonly<Record<ChallengeProvider, readonly string[]>> = {
  turnstile: ['https://challenges.cloudflare.com'],
  hcaptcha: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
};

/** The configured challenge: a known provider (Turnstile by default) with a site key, else none (the stand-in). */
export function challengeSettings(provider: string | undefined, siteKey: string | undefined): ChallengeSettings | undefined {
  if (!siteKey) return undefined;
  const name = provider ?? 'turnstile';
  return name === 'turnstile' || name === 'hcaptcha' ? { provider: name, siteKey } : undefined;
}
