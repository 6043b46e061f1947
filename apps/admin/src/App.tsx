import { Admin, CustomRoutes, Resource } from 'react-admin';
import { SetPasswordPage } from 'ra-supabase';
import { HashRouter, Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { i18nProvider } from './i18n/i18nProvider';
import { AuthLoading } from './access/StatusScreen';
import { LoginPage } from './access/LoginPage';
import { PanelLayout } from './layout/PanelLayout';
import { Dashboard } from './dashboard';
import { theme } from './ui/theme';
import { Toaster } from './ui/Toaster';
import products from './products';
import categories from './categories';
import leads from './leads';
import partners from './partners';
import newsletterSubscribers from './newsletter';
import auditLog from './audit';
import deletionRequests from './deletion-requests';
import productRevisions from './moderation';
import sellers from './sellers';

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
        dashboard={Dashboard}
        theme={theme}
        notification={Toaster}
        disableTelemetry
      >
        <Resource name="products" {...products} />
        <Resource name="categories" {...categories} />
        <Resource name="leads" {...leads} />
        <Resource name="partners" {...partners} />
        <Resource name="newsletter_subscribers" {...newsletterSubscribers} />
        <Resource name="audit_log" {...auditLog} />
        <Resource name="account_deletion_requests" {...deletionRequests} />
        <Resource name="sellers" {...sellers} />
        <Resource name="product_revisions" {...productRevisions} />
        {/* Where a password-reset link leads (ra-supabase's checkAuth sends it there with the tokens). */}
        <CustomRoutes noLayout>
          <Route path={SetPasswordPage.path} element={<SetPasswordPage />} />
        </CustomRoutes>
      </Admin>
    </HashRouter>
  );
}
