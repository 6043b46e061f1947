export type ShareOutcome = 'shared' | 'copied' | 'cancelled';

/** Native share sheet when the browser has one, else the link goes to the clipboard. */
export async function shareLink(data: { title: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === 'function') {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  await nav.clipboard.writeText(data.url);
  return 'copied';
}
