import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useIdleModule } from '../../hooks/use-idle-module';
import { useCompareChoices } from './compare-store';

// Its code (and stylesheet) is fetched once this browser holds a choice, not on every page's idle time,
// where adding its stylesheet would restyle the whole page. Through useIdleModule rather than
// React.lazy, whose first render suspends and held a first 'Comparar''s tray back about 340 ms.
const loadTray = () => import('./CompareTrayView').then((m) => m.CompareTrayView);
const notBeforeAChoice = () => false;

/**
 * The compare tray, when this browser holds listings chosen to compare (read from this browser only,
 * so the server's HTML has none and a visitor who chose nothing never sees it), except on the
 * comparison itself.
 */
export function CompareTray() {
  const choices = useCompareChoices();
  const { pathname } = useLocation();
  const { module: CompareTrayView, request } = useIdleModule(loadTray, notBeforeAChoice);
  const shown = choices.length > 0 && pathname !== '/comparar';
  useEffect(() => {
    if (shown) request();
  }, [shown, request]);
  if (!shown || !CompareTrayView) return null;
  return <CompareTrayView choices={choices} />;
}
