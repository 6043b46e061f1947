/**
 * Runs `task` once the page is idle (within 5 s at the latest; after 2 s where the browser has no
 * idle callbacks, as Safari). Returns what cancels it, for an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(task, 2000);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(task, { timeout: 5000 });
  return () => cancelIdleCallback(handle);
}
