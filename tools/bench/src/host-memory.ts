import { spawnSync } from 'node:child_process';
import { freemem } from 'node:os';

const CHUNK_BYTES = 2 ** 30;

/** Most of the host's free memory, in whole chunks of 1 GiB: what the bench touches before measuring. */
export function touchableBytes(): number {
  return Math.floor((freemem() * 0.8) / CHUNK_BYTES) * CHUNK_BYTES;
}

/**
 * Writes `bytes` of memory once, in a child process whose exit hands it all back, and returns how
 * long that took. On a new virtual machine the first write to each page of its memory is a fault
 * the hypervisor serves (14-17 us a page here, against 4-5 us at the second write): a browser pays
 * it all through a page load, so a host seemed slow until its memory had been used once. Touched
 * beforehand, the figures measure the pages, not how new the machine is.
 */
export function touchHostMemory(bytes: number): { bytes: number; ms: number } {
  const chunks = Math.max(1, Math.ceil(bytes / CHUNK_BYTES));
  const chunkBytes = Math.min(CHUNK_BYTES, bytes);
  const script = `const kept = []; for (let i = 0; i < ${chunks}; i += 1) kept.push(Buffer.allocUnsafeSlow(${chunkBytes}).fill(1));`;
  const start = performance.now();
  const child = spawnSync(process.execPath, ['-e', script], { stdio: 'inherit' });
  if (child.status !== 0) throw new Error(`touching ${bytes} bytes of memory failed (exit ${child.status ?? child.signal})`);
  return { bytes: chunks * chunkBytes, ms: performance.now() - start };
}

/** Touches most of the host's free memory (above) and says so, for the header of a bench's output. */
export function touchFreeMemoryLine(): string {
  const touched = touchHostMemory(touchableBytes());
  return `Memory written once before measuring: ${(touched.bytes / 2 ** 30).toFixed(0)} GiB in ${(touched.ms / 1000).toFixed(1)} s (host-memory.ts)`;
}
