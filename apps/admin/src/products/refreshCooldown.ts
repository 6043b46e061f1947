import { ADMIN_REFRESH_COOLDOWN_MS } from '@oneboss/domain';

/** A refresh less than 1.5 s after the previous one is refused ('Aguarde um momento'). */
export function isRefreshAllowed(lastRefreshAt: number | null, now: number): boolean {
  return lastRefreshAt === null || now - lastRefreshAt >= ADMIN_REFRESH_COOLDOWN_MS;
}
