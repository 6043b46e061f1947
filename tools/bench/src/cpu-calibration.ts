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
 * How far Lighthouse's reading of the host inside a run may stray from the reading the run's slowdown
 * was set with. Chromium, the storefront and the backend share the host's cores, so its speed moves
 * between the calibration and the page load: beyond this the run emulated another phone.
 */
export const CALIBRATION_DRIFT = 0.2;

/**
 * The calibration a run should be repeated with when the benchmarkIndex read inside it strays from
 * the one its slowdown was set with by more than CALIBRATION_DRIFT; undefined when the run holds.
 */
export function recalibration(used: CpuCalibration, indexInRun: number): CpuCalibration | undefined {
  if (Math.abs(indexInRun - used.benchmarkIndex) <= used.benchmarkIndex * CALIBRATION_DRIFT) return undefined;
  const benchmarkIndex = Math.round(indexInRun);
  return { benchmarkIndex, multiplier: cpuMultiplier(benchmarkIndex) };
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
