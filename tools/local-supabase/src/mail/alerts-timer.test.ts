import { describe, expect, it } from 'vitest';
import { alertsIntervalSeconds } from './alerts-timer.js';

describe('alertsIntervalSeconds', () => {
  it('reads ALERTS_INTERVAL_S, else runs the job every minute', () => {
    expect(alertsIntervalSeconds({ ALERTS_INTERVAL_S: '5' })).toBe(5);
    expect(alertsIntervalSeconds({ ALERTS_INTERVAL_S: '0.5' })).toBe(0.5);
    expect(alertsIntervalSeconds({})).toBe(60);
    for (const wrong of ['', '0', '-3', 'abc']) expect(alertsIntervalSeconds({ ALERTS_INTERVAL_S: wrong })).toBe(60);
  });
});
