import { useLocation } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { useCompareChoices } from './compare-store';

// Its code (Chakra's parts) loads only for a visitor who has chosen listings to compare.
const CompareTrayView = lazy(() => import('./CompareTrayView').then((m) => ({ default: m.CompareTrayView })));

/**
 * The compare tray, when this browser holds listings chosen to compare (read from this browser only,
 * so the server's HTML has none and a visitor who chose nothing never sees it), except on the
 * comparison itself.
 */
export function CompareTray() {
  const choices = useCompareChoices();
  const { pathname } = useLocation();
  if (choices.length === 0 || pathname === '/comparar') return null;
  return (
    <Suspense fallback={null}>
      <CompareTrayView choices={choices} />
    </Suspense>
  );
}
