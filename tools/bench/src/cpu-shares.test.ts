import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { cpuShares, parseProcStat, readProcessCpu } from './cpu-shares';

const onLinux = process.platform === 'linux';
if (!onLinux) console.warn('cpu-shares.test.ts: /proc is Linux-only; the readings are skipped.');

describe('parseProcStat', () => {
  it('reads the process group and the CPU time after a command name holding spaces and parentheses', () => {
    const line = '4242 (node (worker) 2) S 1 4200 4200 0 -1 4194560 100 0 0 0 250 50 0 0 20 0 11 0 123 456 789';
    expect(parseProcStat(line)).toEqual({ pid: 4242, processGroup: 4200, command: 'node (worker) 2', seconds: 3 });
  });

  it('answers null for a line that is not a stat line', () => {
    expect(parseProcStat('not a stat line')).toBeNull();
  });
});

describe('cpuShares', () => {
  const cpu = (pid: number, processGroup: number, command: string, seconds: number) => ({ pid, processGroup, command, seconds });

  it("gives each part what it used in between: the storefront's whole group, this process, PostgreSQL and the rest", () => {
    const before = [cpu(10, 10, 'node', 1), cpu(11, 10, 'node', 2), cpu(process.pid, 1, 'node', 5), cpu(20, 20, 'postgres', 1), cpu(30, 30, 'bash', 0.5)];
    const after = [
      cpu(10, 10, 'node', 1.5),
      cpu(11, 10, 'node', 4),
      cpu(12, 10, 'node', 3),
      cpu(process.pid, 1, 'node', 6),
      cpu(20, 20, 'postgres', 2),
      cpu(21, 20, 'postgres: oneboss', 0.25),
      cpu(40, 40, 'nginx', 0.5),
      cpu(30, 30, 'bash', 0.75),
    ];
    expect(cpuShares(before, after, 10)).toEqual({ storefront: 5.5, benchAndBackend: 1, postgres: 1.25, rest: 0.75 });
  });
});

describe.skipIf(!onLinux)('readProcessCpu', () => {
  it('finds a busy child in its own process group and counts the time it spent', async () => {
    const child = spawn(process.execPath, ['-e', 'while (process.cpuUsage().user < 300_000);'], { detached: true, stdio: 'ignore' });
    const before = await readProcessCpu();
    expect(before.some((reading) => reading.pid === child.pid && reading.processGroup === child.pid)).toBe(true);
    const ended = new Promise((done) => child.once('exit', done));
    let last = before;
    // Read while it still runs: an ended process is no longer in /proc.
    while (child.exitCode === null) {
      const now = await readProcessCpu();
      if (now.some((reading) => reading.pid === child.pid)) last = now;
      if ((last.find((reading) => reading.pid === child.pid)?.seconds ?? 0) >= 0.1) break;
    }
    await ended;
    expect(cpuShares([], last, child.pid!).storefront).toBeGreaterThanOrEqual(0.1);
  });
});
