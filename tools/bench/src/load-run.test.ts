import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { runLoad, summarize } from './load-run';

describe('summarize', () => {
  it('reports percentiles, slow answers, deliberate 503s, other failures and answers no cache may keep apart', () => {
    const outcomes = [
      { ms: 10, status: 200 },
      { ms: 20, status: 201, noStore: true },
      { ms: 30, status: 503, noStore: true },
      { ms: 2500, status: 200 },
      { ms: 40, status: 500 },
      { ms: 50, status: 0 },
    ];
    expect(summarize(outcomes, 2, 2000)).toEqual({
      requests: 6,
      perSecond: 3,
      p50Ms: 30,
      p90Ms: 2500,
      p99Ms: 2500,
      maxMs: 2500,
      slow: 1,
      busy: 1,
      errors: 2,
      unkept: 1,
    });
  });
});

describe('runLoad', () => {
  // Answers 200, 503 and 500 in turn, and records what it was sent.
  const seen: string[] = [];
  let served = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push(`${request.method} ${request.url} ${body}`);
      if (request.url === '/incomplete') {
        response.setHeader('Cache-Control', 'no-store');
        response.end('<!doctype html>');
        return;
      }
      response.statusCode = [200, 503, 500][served++ % 3];
      response.end('{}');
    });
  });
  const listening = new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends the recorded requests from every client and counts each answer once', async () => {
    const url = await listening;
    // A process's first fetch loads undici, which on a busy machine can outlast the whole run.
    await (await fetch(`${url}/warm-up`)).text();
    seen.length = 0;
    served = 0;
    const summary = await runLoad(
      [
        { url: `${url}/rest/v1/rpc/shop_products`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"_limit":12}' },
        { url: `${url}/rest/v1/rpc/catalogue_facets`, method: 'POST', headers: {}, body: '{}' },
      ],
      { clients: 3, seconds: 0.2 },
    );
    expect(summary.requests).toBe(served);
    expect(summary.busy).toBe(Math.floor((served + 1) / 3));
    expect(summary.errors).toBe(Math.floor(served / 3));
    expect(seen).toContain('POST /rest/v1/rpc/shop_products {"_limit":12}');
    expect(seen).toContain('POST /rest/v1/rpc/catalogue_facets {}');
  });

  it('counts the 2xx answers that said no-store, as a page a failed read left without a part says', async () => {
    const url = await listening;
    const summary = await runLoad(
      [
        { url: `${url}/incomplete`, method: 'GET', headers: {}, kind: 'incomplete' },
        { url: `${url}/page`, method: 'GET', headers: {}, kind: 'page' },
      ],
      { clients: 2, seconds: 0.2 },
    );
    expect(summary.byKind.incomplete.unkept).toBe(summary.byKind.incomplete.requests);
    expect(summary.byKind.page.unkept).toBe(0);
    expect(summary.unkept).toBe(summary.byKind.incomplete.requests);
  });

  it('gives the figures of each kind of request apart, which add up to the run', async () => {
    const url = await listening;
    served = 0;
    const summary = await runLoad(
      [
        { url: `${url}/page`, method: 'GET', headers: {}, kind: 'page' },
        { url: `${url}/product`, method: 'GET', headers: {}, kind: 'product' },
      ],
      { clients: 2, seconds: 0.2 },
    );
    expect(Object.keys(summary.byKind).sort()).toEqual(['page', 'product']);
    expect(summary.byKind.page.requests).toBeGreaterThan(0);
    expect(summary.byKind.product.requests).toBeGreaterThan(0);
    expect(summary.byKind.page.requests + summary.byKind.product.requests).toBe(summary.requests);
    expect(summary.byKind.page.busy + summary.byKind.product.busy).toBe(summary.busy);
  });
});
