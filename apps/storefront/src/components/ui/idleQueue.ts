/**
 * Hands the browser's idle time to deferred sections one at a time: a section renders in its turn
 * and ends the turn once its content has committed, so two sections never share one commit (one
 * long task) and the page's own work always goes first.
 */
type Task = () => void;

const waiting: Task[] = [];
let running: Task | null = null;

function whenIdle(run: () => void) {
  // Safari has no requestIdleCallback; a short timer still lets the page's pending tasks go first.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 100);
}

function startNext() {
  if (running) return;
  const task = waiting.shift();
  if (!task) return;
  running = task;
  whenIdle(() => {
    if (running === task) task();
  });
}

/** Queues `task`; the returned function takes it out of the queue, or ends its turn if it is running. */
export function queueIdleTask(task: Task): () => void {
  waiting.push(task);
  startNext();
  return () => {
    const index = waiting.indexOf(task);
    if (index >= 0) waiting.splice(index, 1);
    if (running === task) {
      running = null;
      startNext();
    }
  };
}
