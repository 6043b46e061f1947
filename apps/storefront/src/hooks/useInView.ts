import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element `ref` holds is on screen. Until the browser has said (and on the server)
 * the answer is `initial`: the guess for the first screen, which the server's HTML shows.
 */
export function useInView(ref: RefObject<Element | null>, initial: boolean): boolean {
  const [inView, setInView] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}
