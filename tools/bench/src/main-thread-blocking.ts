import type { Trace } from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { median } from './median';

/** A top-level task of the page's main thread: its start (ms from the navigation), its length by the wall clock, and how long the thread ran on a CPU in it. */
export interface MainThreadTask {
  startMs: number;
  wallMs: number;
  cpuMs: number;
}

/** Blocking time of the same tasks, counted by the wall clock and by the thread's time on a CPU. */
export interface MainThreadBlocking {
  wallMs: number;
  cpuMs: number;
}

const LONG_TASK_MS = 50;

interface ThreadClock {
  /** The thread's CPU time in a complete event, in microseconds. */
  tdur?: number;
  /** The thread's CPU clock when the event was written, in microseconds. */
  tts?: number;
}

/**
 * The blocking time of the tasks that end after `fromMs` (the first contentful paint, where TBT starts
 * counting), each lengthened by the CPU slowdown as Lighthouse's simulation lengthens the tasks of its
 * unthrottled trace: once by their wall-clock length, which the simulation reads, and once by the time
 * the thread was on a CPU. Where the two are far apart, the host kept the renderer waiting (its two
 * cores shared with Chrome's other processes, Lighthouse and the servers), and the simulated TBT
 * measured that wait as the page's work.
 */
export function blockingAfter(tasks: MainThreadTask[], fromMs: number, slowdown: number): MainThreadBlocking {
  const counted = tasks.filter((task) => task.startMs + task.wallMs >= fromMs);
  const blocking = (ms: number) => Math.max(0, ms * slowdown - LONG_TASK_MS);
  const total = (length: (task: MainThreadTask) => number) => Math.round(counted.reduce((sum, task) => sum + blocking(length(task)), 0));
  return { wallMs: total((task) => task.wallMs), cpuMs: total((task) => task.cpuMs) };
}

/**
 * The page's main-thread tasks and first contentful paint in a navigation's trace, read with
 * Lighthouse's own trace processing (the tasks its TBT is made of). A task's CPU time is its trace
 * event's thread duration.
 */
export function mainThreadTasks(trace: Trace): { tasks: MainThreadTask[]; fcpMs: number | undefined } {
  const processed = TraceProcessor.processTrace(trace);
  const { timings } = TraceProcessor.processNavigation(processed);
  const nodes = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const tasks = nodes
    .filter((node) => !node.parent)
    .map((node) => {
      // Chrome stamps the thread's own clock on each event; Lighthouse's event type leaves it out.
      const { tdur, tts } = node.event as ThreadClock;
      const endTts = (node.endEvent as ThreadClock | undefined)?.tts;
      const cpuMicros = tdur ?? (tts !== undefined && endTts !== undefined ? endTts - tts : undefined);
      // No thread time recorded: counted as on a CPU throughout, so the figure never flatters.
      return { startMs: node.startTime, wallMs: node.duration, cpuMs: cpuMicros === undefined ? node.duration : cpuMicros / 1000 };
    });
  return { tasks, fcpMs: timings.firstContentfulPaint };
}

/** The runs' medians by wall clock / on CPU, then each run's pair ('-' where a run's trace could not be read). */
export function blockingColumn(runs: (MainThreadBlocking | null)[]): string {
  const read = runs.filter((run) => run !== null);
  if (!read.length) return '-';
  const pairs = runs.map((run) => (run ? `${run.wallMs}/${run.cpuMs}` : '-')).join(' ');
  return `${median(read.map((run) => run.wallMs))} / ${median(read.map((run) => run.cpuMs))} ms (${pairs})`;
}
