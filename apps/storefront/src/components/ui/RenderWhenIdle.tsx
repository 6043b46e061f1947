import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { Suspense, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { queueIdleTask } from './idleQueue';

/**
 * Renders a below-the-fold section after the page's first screen: when the browser is idle (one
 * section at a time) or as soon as its place comes near the viewport. The render runs in a
 * transition, which React slices into short tasks, so the section adds no long task to the page's
 * load. `minH` reserves roughly its height meanwhile, and while a lazy section's code loads.
 */
export function RenderWhenIdle({ children, minH }: { children: ReactNode; minH: SystemStyleObject['minH'] }) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (shown) return undefined;
    const show = () => startTransition(() => setShown(true));
    const release = queueIdleTask(show);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) show();
    }, { rootMargin: '200px' });
    if (placeholder.current) observer.observe(placeholder.current);
    // Runs once the section has committed, or when it leaves first: either way its turn is over.
    return () => {
      observer.disconnect();
      release();
    };
  }, [shown]);

  const reserved = <Box ref={placeholder} minH={minH} />;
  return shown ? <Suspense fallback={reserved}>{children}</Suspense> : reserved;
}
