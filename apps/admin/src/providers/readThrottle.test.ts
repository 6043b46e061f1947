import { describe, expect, it } from 'vitest';
import { createReadThrottle } from './readThrottle';

function fakeClock() {
  let time = 10_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => time,
    advance: (ms: number) => (time += ms),
    sleep: async (ms: number) => {
      waits.push(ms);
      time += ms;
    },
  };
}

describe('createReadThrottle', () => {
  it('runs the first read at once and spaces the next ones by the interval', async () => {
    const clock = fakeClock();
    const throttled = createReadThrottle(1500, clock);
    const starts: number[] = [];
    const read = async () => starts.push(clock.now());

    await throttled(read);
    clock.advance(400);
    await throttled(read);
    await throttled(read);

    expect(clock.waits).toEqual([1100, 1500]);
    expect(starts).toEqual([10_000, 11_500, 13_000]);
  });

  it('does not wait once the interval has passed', async () => {
    const clock = fakeClock();
    const throttled = createReadThrottle(1500, clock);
    await throttled(async () => 1);
    clock.advance(2000);
    await expect(throttled(async () => 'fresh')).resolves.toBe('fresh');
    expect(clock.waits).toEqual([]);
  });
});
