import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedOnServer, SITE_WIDE_READ_MS } from './shared-on-server';

afterEach(() => {
  vi.useRealTimers();
});

/** A read that counts how often the backend would be asked. */
function countingRead<T>(answer: () => Promise<T>) {
  const read = vi.fn(answer);
  return { read: () => read(), calls: () => read.mock.calls.length };
}

describe('a site-wide read on the server', () => {
  it('is shared by the renders of a few seconds, and read again after them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tree = countingRead(async () => ['Imóveis', 'Carros']);
    const key = ['test', 'shared'];
    await expect(sharedOnServer(key, tree.read)).resolves.toEqual(['Imóveis', 'Carros']);
    vi.setSystemTime(Date.now() + SITE_WIDE_READ_MS - 100);
    await expect(sharedOnServer(key, tree.read)).resolves.toEqual(['Imóveis', 'Carros']);
    expect(tree.calls()).toBe(1);
    vi.setSystemTime(Date.now() + 200);
    await sharedOnServer(key, tree.read);
    expect(tree.calls()).toBe(2);
  });

  it('makes one request for renders that ask at the same moment', async () => {
    let answer: (value: string[]) => void = () => undefined;
    const partners = countingRead(() => new Promise<string[]>((resolve) => (answer = resolve)));
    const key = ['test', 'concurrent'];
    const renders = Promise.all([sharedOnServer(key, partners.read), sharedOnServer(key, partners.read), sharedOnServer(key, partners.read)]);
    await vi.waitFor(() => expect(partners.calls()).toBe(1));
    answer(['Atelier']);
    await expect(renders).resolves.toEqual([['Atelier'], ['Atelier'], ['Atelier']]);
    expect(partners.calls()).toBe(1);
  });

  it('keeps no failure: the next render reads again', async () => {
    let fail = true;
    const featured = countingRead(async () => {
      if (fail) throw new Error('backend down');
      return ['Iate'];
    });
    const key = ['test', 'failure'];
    await expect(sharedOnServer(key, featured.read)).rejects.toThrow('backend down');
    fail = false;
    await expect(sharedOnServer(key, featured.read)).resolves.toEqual(['Iate']);
    expect(featured.calls()).toBe(2);
  });
});
