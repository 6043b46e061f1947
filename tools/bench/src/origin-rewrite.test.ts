import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { replaceInStream } from './origin-rewrite';

const through = (chunks: (string | Buffer)[], from: string, to: string) =>
  text(Readable.from(chunks.map((c) => (typeof c === 'string' ? Buffer.from(c) : c))).pipe(replaceInStream(from, to)));

describe('replaceInStream', () => {
  const from = 'http://127.0.0.1:54321';
  const to = 'https://127.0.0.1:4433';

  it('replaces every occurrence, also those split across chunks', async () => {
    const json = JSON.stringify([{ url: `${from}/a.webp` }, { url: `${from}/b.webp` }]);
    const chunks = [json.slice(0, 14), json.slice(14, 40), json.slice(40)];
    await expect(through(chunks, from, to)).resolves.toBe(json.replaceAll(from, to));
  });

  it('keeps text without the origin and multi-byte characters split between chunks', async () => {
    const bytes = Buffer.from('{"name":"Relógio Ômega","price":10}');
    const cut = bytes.indexOf(0xc3) + 1;
    await expect(through([bytes.subarray(0, cut), bytes.subarray(cut)], from, to)).resolves.toBe('{"name":"Relógio Ômega","price":10}');
  });

  it('passes a tail shorter than the origin through at the end', async () => {
    await expect(through(['{"u":"http://127', '.0.0.1"}'], from, to)).resolves.toBe('{"u":"http://127.0.0.1"}');
  });
});
