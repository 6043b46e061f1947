import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

/** CPU time (user and system) a process has used so far, with what it is, read from Linux's /proc. */
interface ProcessCpu {
  pid: number;
  processGroup: number;
  command: string;
  seconds: number;
}

/** CPU seconds a load used, by who used them; the host had `cores` × the load's seconds to give. */
export interface CpuShares {
  storefront: number;
  /** This process: the load's clients and the embedded backend they read through the storefront. */
  benchAndBackend: number;
  postgres: number;
  /** Every other process of the host (the shell, the machine's own services). */
  rest: number;
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** One /proc/<pid>/stat line; the command name is in parentheses and may itself hold spaces or parentheses. */
export function parseProcStat(line: string): ProcessCpu | null {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  // Fields after the name, from the third: state, ppid, pgrp, ... utime (14th), stime (15th).
  const rest = line.slice(close + 2).split(' ');
  const pid = Number(line.slice(0, open).trim());
  const [processGroup, user, system] = [Number(rest[2]), Number(rest[11]), Number(rest[12])];
  if (![pid, processGroup, user, system].every(Number.isFinite)) return null;
  return { pid, processGroup, command: line.slice(open + 1, close), seconds: (user + system) / ticksPerSecond };
}

/** Every process's CPU time now; none where /proc is absent (not Linux). A process that ends meanwhile is left out. */
export async function readProcessCpu(): Promise<ProcessCpu[]> {
  const entries = await readdir('/proc').catch(() => [] as string[]);
  const read = await Promise.all(
    entries.filter((entry) => /^\d+$/.test(entry)).map((pid) => readFile(`/proc/${pid}/stat`, 'utf8').then(parseProcStat, () => null)),
  );
  return read.filter((cpu) => cpu !== null);
}

/**
 * What each part used between two readings. The storefront is its server's process group (the
 * server is started in a group of its own, node:cluster's processes included); a process that
 * started in between counts from zero.
 */
export function cpuShares(before: ProcessCpu[], after: ProcessCpu[], storefrontGroup: number): CpuShares {
  const earlier = new Map(before.map((cpu) => [`${cpu.pid} ${cpu.command}`, cpu.seconds]));
  const shares: CpuShares = { storefront: 0, benchAndBackend: 0, postgres: 0, rest: 0 };
  for (const cpu of after) {
    const used = cpu.seconds - (earlier.get(`${cpu.pid} ${cpu.command}`) ?? 0);
    if (cpu.processGroup === storefrontGroup) shares.storefront += used;
    else if (cpu.pid === process.pid) shares.benchAndBackend += used;
    else if (cpu.command.startsWith('postgres')) shares.postgres += used;
    else shares.rest += used;
  }
  return shares;
}
