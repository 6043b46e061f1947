import { describe, expect, it } from 'vitest';
import { describeMachine } from './machine';

describe('describeMachine', () => {
  it('names the CPUs, the memory, Node, the CPU reference and the fresh-memory reference in milliseconds', () => {
    const line = describeMachine();
    expect(line).toMatch(/^\d+ × .+, \d+ GiB, Node v\d+\.\d+\.\d+, CPU reference (\d+) ms, fresh memory (\d+) ms for 64 MiB /);
    expect(Number(/CPU reference (\d+) ms/.exec(line)?.[1])).toBeGreaterThan(0);
    // Writing 64 MiB cannot take no time at all: the pages were written, not only reserved.
    expect(Number(/fresh memory (\d+) ms/.exec(line)?.[1])).toBeGreaterThan(0);
  });
});
