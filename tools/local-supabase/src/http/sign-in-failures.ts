import { setTimeout as sleep } from 'node:timers/promises';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { RateLimit } from './rate-limit.js';

/**
 * How long an address that signed in to an account is remembered as its owner's. Under 24.8 days:
 * the limiter expires keys with setTimeout, which fires at once past 2^31 ms.
 */
const KNOWN_ADDRESS_SECONDS = 14 * 24 * 3600;

/**
 * Wrong passwords per account, kept so that a stranger cannot lock the owner out. Failures are
 * counted per account and address: past `limit` that address is refused for that account (the
 * guesser's own). Past `limit` failures for the account from all addresses together, a sign-in
 * from an address that never signed in to it waits `slowDownMs` first, which slows guessing from
 * many addresses without refusing anyone; an address that signed in to the account before goes
 * straight through.
 */
export class SignInFailures {
  private readonly perPair: RateLimiterMemory;
  private readonly perAccount: RateLimiterMemory;
  private readonly knownAddresses = new RateLimiterMemory({ points: 1, duration: KNOWN_ADDRESS_SECONDS });

  constructor(
    private readonly limit: RateLimit,
    private readonly slowDownMs: number,
  ) {
    this.perPair = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
    this.perAccount = new RateLimiterMemory({ points: limit.points, duration: limit.seconds });
  }

  /** Seconds until `address` may try `account` again, or undefined when it may now. */
  async refusal(account: string, address: string): Promise<number | undefined> {
    const failures = await this.perPair.get(`${account} ${address}`);
    if (!failures || failures.consumedPoints < this.limit.points) return undefined;
    return Math.max(1, Math.ceil(failures.msBeforeNext / 1000));
  }

  /** Runs the sign-in, after the wait it owes, and counts how it went. */
  async attempt(account: string, address: string, signIn: () => Promise<Response>): Promise<Response> {
    const pair = `${account} ${address}`;
    const [accountFailures, known] = await Promise.all([this.perAccount.get(account), this.knownAddresses.get(pair)]);
    if (!known && accountFailures && accountFailures.consumedPoints >= this.limit.points) await sleep(this.slowDownMs);
    const response = await signIn();
    if (response.ok) {
      await Promise.all([this.knownAddresses.set(pair, 1, KNOWN_ADDRESS_SECONDS), this.perPair.delete(pair)]);
    } else if (response.status === 400) {
      await Promise.all([this.perPair.penalty(pair, 1), this.perAccount.penalty(account, 1)]);
    }
    return response;
  }
}
