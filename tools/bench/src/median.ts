/** The middle value (the lower middle one of an even count): each gate is a median of runs. */
export function median(values: number[]): number {
  if (!values.length) throw new Error('No runs to take the median of.');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Each numeric field's own median over `runs`: the metrics of one page, not the figures of its median run. */
export function medianFields<T extends Record<K, number>, K extends keyof T>(runs: T[], keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Pick<T, K>;
}
