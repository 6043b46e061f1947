import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIdleModule } from '../../hooks/use-idle-module';
import { useCompareChoices } from './compare-store';

// Its code is fetched when the page is idle and mounted once this browser holds a choice: not through
// React.lazy, whose first render suspends and held a first 'Comparar''s tray back about 340 ms.
const loadTray = () => import('./CompareTrayView').then((m) => m.CompareTrayView);

/**
 * The compare tray, when this browser holds listings chosen to compare (read from this browser only,
 * so the server's HTML has none and a visitor who chose nothing never sees it), except on the
 * comparison itself.
 */
export function CompareTray() {
  const choices = useCompareChoices();
  const { pathname } = useLocation();
  const { module: CompareTrayView, request } = useIdleModule(loadTray);
  const shown = choices.length > 0 && pathname !== '/comparar';
  useEffect(() => {
    if (shown) request();
  }, [shown, request]);
  if (!shown || !CompareTrayView) return null;
  return <CompareTrayView choices={choices} />;
}
