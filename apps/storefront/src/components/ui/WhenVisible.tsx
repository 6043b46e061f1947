import { Box } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (typically a lazy component) only once its place comes near the viewport,
 * so below-the-fold widgets cost nothing on first load. `minH` reserves the space meanwhile.
 */
export function WhenVisible({ children, minH }: { children: ReactNode; minH: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || visible) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    }, { rootMargin: '400px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <Box ref={anchor} minH={minH}>
      {visible && <Suspense fallback={null}>{children}</Suspense>}
    </Box>
  );
}
