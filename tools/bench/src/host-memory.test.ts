import { freemem } from 'node:os';
import { describe, expect, it } from 'vitest';
import { touchHostMemory, touchableBytes } from './host-memory';

describe('touchHostMemory', () => {
  it('writes the memory asked for in a child process and reports the time it took', () => {
    const touched = touchHostMemory(64 * 2 ** 20);
    expect(touched.bytes).toBe(64 * 2 ** 20);
    expect(touched.ms).toBeGreaterThan(0);
  });

  it('touches whole gibibytes, leaving a fifth of the free memory alone', () => {
    const bytes = touchableBytes();
    expect(bytes % 2 ** 30).toBe(0);
    expect(bytes).toBeLessThan(freemem());
  });
});
