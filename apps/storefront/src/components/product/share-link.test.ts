import { describe, expect, it } from 'vitest';
import { shareLink } from './share-link';

function fakeNavigator(parts: { share?: (data: ShareData) => Promise<void> }) {
  const copied: string[] = [];
  const nav = {
    share: parts.share,
    clipboard: { writeText: async (text: string) => void copied.push(text) },
  } as unknown as Navigator;
  return { nav, copied };
}

const data = { title: 'Relógio', url: 'https://oneboss.example/produto/1' };

describe('shareLink', () => {
  it('uses the native share sheet when there is one', async () => {
    const shared: ShareData[] = [];
    const { nav, copied } = fakeNavigator({ share: async (d) => void shared.push(d) });
    expect(await shareLink(data, nav)).toBe('shared');
    expect(shared).toEqual([data]);
    expect(copied).toEqual([]);
  });

  it('copies the link when the browser cannot share', async () => {
    const { nav, copied } = fakeNavigator({});
    expect(await shareLink(data, nav)).toBe('copied');
    expect(copied).toEqual([data.url]);
  });

  it('does nothing more when the visitor closes the share sheet', async () => {
    const { nav, copied } = fakeNavigator({ share: async () => Promise.reject(new DOMException('closed', 'AbortError')) });
    expect(await shareLink(data, nav)).toBe('cancelled');
    expect(copied).toEqual([]);
  });

  it('falls back to copying when sharing fails for another reason', async () => {
    const { nav, copied } = fakeNavigator({ share: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    expect(await shareLink(data, nav)).toBe('copied');
    expect(copied).toEqual([data.url]);
  });
});
