import { QueryClient } from '@tanstack/react-query';
import { Admin, Resource } from 'react-admin';
import { HashRouter } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AuthLoading } from './access/StatusScreen';
import { LoginPage } from './access/LoginPage';
import { PanelLayout } from './layout/PanelLayout';
import { RememberedTab } from './layout/RememberedTab';
import { theme } from './ui/theme';
import { Toaster } from './ui/Toaster';
import products from './products';
import categories from './categories';
import leads from './leads';
import partners from './partners';

/** Spec §9: data queries neither retry nor refetch on window focus; errors show at once. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });

/**
 * The back office: react-admin over ra-supabase, one resource per tab (README 'Adding a tab').
 *
 * The router is ours, without transitions: react-admin's own hash router runs navigations as
 * React transitions, and the redirect to /login after a failed auth check kept being
 * interrupted by the old route's re-renders (an endless sign-out loop on first visit).
 */
export function App() {
  return (
    <HashRouter useTransitions={false}>
      <Admin
        title="OneBoss Admin"
        dataProvider={dataProvider}
        queryClient={queryClient}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        requireAuth
        loading={AuthLoading}
        loginPage={LoginPage}
        layout={PanelLayout}
        dashboard={RememberedTab}
        theme={theme}
        notification={Toaster}
        disableTelemetry
      >
        <Resource name="products" {...products} />
        <Resource name="categories" {...categories} />
        <Resource name="leads" {...leads} />
        <Resource name="partners" {...partners} />
      </Admin>
    </HashRouter>
  );
}
