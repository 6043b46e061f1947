import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import TraceGatherer from 'lighthouse/core/gather/gatherers/trace.js';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '@oneboss/e2e';
import { blockingAfter, blockingColumn, mainThreadTasks } from './main-thread-blocking';

describe('blockingAfter', () => {
  const tasks = [
    { startMs: 0, wallMs: 100, cpuMs: 100 },
    { startMs: 200, wallMs: 40, cpuMs: 10 },
    { startMs: 300, wallMs: 30, cpuMs: 5 },
  ];

  it('counts what each task lasts past 50 ms once slowed, by the wall clock and by the CPU', () => {
    // From 150 ms on: 40 x 4 = 160 -> 110 and 30 x 4 = 120 -> 70 by the wall; 10 x 4 = 40 -> 0 and 20 -> 0 on the CPU.
    expect(blockingAfter(tasks, 150, 4)).toEqual({ wallMs: 180, cpuMs: 0 });
  });

  it('leaves out the tasks over before the first paint, and counts one that ends after it whole', () => {
    expect(blockingAfter(tasks, 99, 1)).toEqual({ wallMs: 50, cpuMs: 50 });
    expect(blockingAfter(tasks, 101, 1)).toEqual({ wallMs: 0, cpuMs: 0 });
  });
});

describe('blockingColumn', () => {
  it("gives each clock's median over the runs it could read, then every run", () => {
    expect(blockingColumn([{ wallMs: 300, cpuMs: 20 }, null, { wallMs: 100, cpuMs: 0 }, { wallMs: 200, cpuMs: 40 }])).toBe('200 / 20 ms (300/20 - 100/0 200/40)');
    expect(blockingColumn([null])).toBe('-');
  });
});

describe('mainThreadTasks in a real Chromium trace', () => {
  let server: Server;
  let browser: Browser;
  let url: string;

  beforeAll(async () => {
    // A page that paints, then computes for 150 ms in one task, then waits 300 ms in another (a
    // synchronous request to a slow answer holds the main thread without running on a CPU). It starts
    // once its first contentful paint is reported, so a busy host that delays the paint cannot put
    // the computing task before it.
    const html =
      '<!doctype html><title>t</title><p>Olá</p><script>new PerformanceObserver((list, observer) => {' +
      " if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return; observer.disconnect(); setTimeout(() => {" +
      ' const end = performance.now() + 150; while (performance.now() < end);' +
      " setTimeout(() => { const request = new XMLHttpRequest(); request.open('GET', '/slow', false); request.send(); }, 50); }, 50); }).observe({ type: 'paint', buffered: true });</script>";
    server = createServer((request, response) => {
      if (request.url === '/slow') setTimeout(() => response.writeHead(200).end('ok'), 300);
      else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('finds the tasks after the first paint, the one that computed on a CPU and the one that waited off it', async () => {
    const page = await browser.newPage();
    await browser.startTracing(page, { categories: TraceGatherer.getDefaultTraceCategories() });
    await page.goto(url);
    await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/slow')));
    const trace = JSON.parse((await browser.stopTracing()).toString());
    await page.close();

    const { tasks, fcpMs } = mainThreadTasks(trace);
    expect(fcpMs).toBeGreaterThan(0);
    // The page's last two long tasks; a busy host may stretch one of its earlier ones past 140 ms too.
    const long = tasks.filter((task) => task.wallMs >= 140);
    expect(long.length).toBeGreaterThanOrEqual(2);
    const [computing, waiting] = long.slice(-2);
    expect(computing.startMs).toBeGreaterThan(fcpMs!);
    expect(computing.wallMs).toBeLessThan(waiting.wallMs);
    // The loop ran on a CPU as much as a busy host let it; the wait hardly at all.
    expect(waiting.wallMs).toBeGreaterThanOrEqual(290);
    expect(waiting.cpuMs).toBeLessThan(40);
    expect(computing.cpuMs).toBeGreaterThan(waiting.cpuMs);
    expect(computing.cpuMs).toBeLessThanOrEqual(computing.wallMs);
    const blocking = blockingAfter(tasks, fcpMs!, 1);
    expect(blocking.wallMs).toBeGreaterThanOrEqual(100 + 240);
    expect(blocking.cpuMs).toBeLessThan(blocking.wallMs - 200);
  });
});
