/** The run whose performance score is the median (the lower middle one for an even count). */
export function medianRun<T extends { performance: number }>(runs: T[]): T {
  if (!runs.length) throw new Error('No Lighthouse runs to take the median of.');
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
