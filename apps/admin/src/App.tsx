import { Admin, Resource } from 'react-admin';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { AuthLoading } from './access/StatusScreen';
import { LoginPage } from './access/LoginPage';
import { PanelLayout } from './layout/PanelLayout';
import { RememberedTab } from './layout/RememberedTab';
import { theme } from './ui/theme';
import products from './products';
import categories from './categories';
import leads from './leads';
import partners from './partners';

/** The back office: react-admin over ra-supabase, one resource per tab (see README 'Adding a tab'). */
export function App() {
  return (
    <Admin
      title="OneBoss Admin"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      requireAuth
      loading={AuthLoading}
      loginPage={LoginPage}
      layout={PanelLayout}
      dashboard={RememberedTab}
      theme={theme}
      disableTelemetry
    >
      <Resource name="products" {...products} />
      <Resource name="categories" {...categories} />
      <Resource name="leads" {...leads} />
      <Resource name="partners" {...partners} />
    </Admin>
  );
}
