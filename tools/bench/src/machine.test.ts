import { describe, expect, it } from 'vitest';
import { describeMachine } from './machine';

describe('describeMachine', () => {
  it('names the CPUs, the memory, Node and the CPU reference in milliseconds', () => {
    const line = describeMachine();
    expect(line).toMatch(/^\d+ × .+, \d+ GiB, Node v\d+\.\d+\.\d+, CPU reference (\d+) ms /);
    expect(Number(/CPU reference (\d+) ms/.exec(line)?.[1])).toBeGreaterThan(0);
  });
});
