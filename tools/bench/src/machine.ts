import { cpus, totalmem } from 'node:os';
import { performance } from 'node:perf_hooks';

/** One pass of a fixed workload of the kinds a page render does: objects, strings, JSON, sorting, Map lookups. */
function referenceWorkload(): number {
  const rows = Array.from({ length: 20_000 }, (_, i) => ({ id: `p-${(i * 7919) % 20_000}`, name: `Produto ${i}`, price: (i * 37) % 100_000, tags: [`t${i % 13}`, `t${i % 7}`] }));
  const parsed = JSON.parse(JSON.stringify(rows)) as typeof rows;
  parsed.sort((a, b) => a.id.localeCompare(b.id));
  const byId = new Map(parsed.map((row) => [row.id, row]));
  let html = '';
  for (const row of parsed) html += `<a href="/produto/${row.id}">${byId.get(row.id)?.name ?? ''} ${row.tags.join(',')}</a>`;
  return html.length;
}

/**
 * Median time of 15 passes (after 3 unmeasured) of the workload above: a figure to compare records
 * made on different machines, whose speeds differed by 2x or more for the same code.
 */
function cpuReferenceMs(): number {
  for (let i = 0; i < 3; i += 1) referenceWorkload();
  const times = Array.from({ length: 15 }, () => {
    const start = performance.now();
    referenceWorkload();
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[7];
}

const FRESH_MEMORY_BYTES = 64 * 2 ** 20;

/**
 * Median time of 5 writes of 64 MiB the process had not touched: the kernel's cost of handing out
 * fresh pages. A browser pays it all through a page load (its heaps, layers and tiles) and the CPU
 * reference hardly sees it; hosts with the same CPU have read 10 times apart here, and a page's
 * main-thread time and Lighthouse's TBT moved with it.
 */
function freshMemoryMs(): number {
  const times = Array.from({ length: 5 }, () => {
    const start = performance.now();
    // Past glibc's mmap threshold, so every pass maps pages of its own.
    Buffer.allocUnsafeSlow(FRESH_MEMORY_BYTES).fill(1);
    return performance.now() - start;
  }).sort((a, b) => a - b);
  return times[2];
}

/** CPUs, memory, Node, the CPU reference and the fresh-memory reference, for the header of a bench's output. */
export function describeMachine(): string {
  const cpu = cpus();
  return (
    `${cpu.length} × ${cpu[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ` +
    `CPU reference ${cpuReferenceMs().toFixed(0)} ms, fresh memory ${freshMemoryMs().toFixed(0)} ms for 64 MiB (tools/bench/src/machine.ts; lower is faster)`
  );
}
