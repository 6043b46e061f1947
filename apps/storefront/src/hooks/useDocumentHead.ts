import { useEffect } from 'react';

/**
 * Keeps the static <title> and meta description of index.html in step with the page,
 * instead of adding duplicate tags that crawlers would read in the wrong order.
 */
export function useDocumentHead({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
