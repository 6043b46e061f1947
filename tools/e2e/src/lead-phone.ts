import { randomInt } from 'node:crypto';

/**
 * A Rio mobile number of the journey's own (digits only, as the server stores it): the server
 * refuses a fourth lead from one phone in ten minutes, and journeys running side by side each send some.
 */
export function leadPhone(): string {
  return `2199${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
