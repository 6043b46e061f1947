import { Navigate } from 'react-admin';
import { rememberedTab } from './tabs';

/** The panel's home (`/`, react-admin's dashboard) opens the tab used last. */
export function RememberedTab() {
  return <Navigate to={`/${rememberedTab(window.localStorage)}`} replace />;
}
