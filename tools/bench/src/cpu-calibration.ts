import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright-core';

/**
 * The reference device of issue 34: Lighthouse's 4x CPU slowdown on a host whose benchmarkIndex is
 * 1 750, that is, a phone of benchmarkIndex 437.5. A host of index I slowed I / 437.5 times
 * emulates that phone, whatever the host.
 */
export const REFERENCE_PHONE_INDEX = 437.5;

export interface CpuCalibration {
  /** Lighthouse's benchmarkIndex of this host's Chromium, the median of CALIBRATION_RUNS. */
  benchmarkIndex: number;
  /** What every Lighthouse run and throttled visit slows the CPU by: benchmarkIndex / 437.5. */
  multiplier: number;
}

const CALIBRATION_RUNS = 5;

/**
 * The slowdown that makes a host of `benchmarkIndex` emulate the reference phone, to two decimals;
 * at least 1, since a host slower than that phone cannot be sped up (its figures are then pessimistic).
 */
export function cpuMultiplier(benchmarkIndex: number): number {
  return Math.max(1, Math.round((benchmarkIndex / REFERENCE_PHONE_INDEX) * 100) / 100);
}

/**
 * Lighthouse's own benchmark (the function it runs in the page before each audit), run in this
 * host's Chromium a few times; the median sets the slowdown of the runs that follow.
 */
export async function calibrateCpu(browser: Browser): Promise<CpuCalibration> {
  const page = await browser.newPage();
  try {
    const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const indexes: number[] = [];
    for (let i = 0; i < CALIBRATION_RUNS; i += 1) indexes.push(await page.evaluate<number>(source));
    const benchmarkIndex = Math.round(indexes.sort((a, b) => a - b)[Math.floor(CALIBRATION_RUNS / 2)]);
    return { benchmarkIndex, multiplier: cpuMultiplier(benchmarkIndex) };
  } finally {
    await page.close();
  }
}
