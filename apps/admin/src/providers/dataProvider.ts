import { supabaseDataProvider } from 'ra-supabase';
import { combineDataProviders, type DataProvider } from 'react-admin';
import { toUserError, type ErrorArea } from '@oneboss/data';
import { env } from './env';
import { supabase } from './supabaseClient';
import { categoriesDataProvider, CATEGORY_RESOURCES } from './categoriesDataProvider';
import { partnersDataProvider, type PartnerMethods } from './partnersDataProvider';
import { productsDataProvider } from './productsDataProvider';
import { deletionRequestsDataProvider, type DeletionRequestMethods } from './deletionRequestsDataProvider';
import { dashboardDataProvider, type DashboardMethods } from './dashboardDataProvider';
import { productImportsDataProvider } from './productImportsDataProvider';
import { specDefinitionsDataProvider } from './specDefinitionsDataProvider';
import { municipalitiesDataProvider } from './municipalitiesDataProvider';
import { sellersDataProvider } from './sellersDataProvider';
import { productRevisionsDataProvider } from './productRevisionsDataProvider';

const AREA_BY_RESOURCE: Record<string, ErrorArea> = {
  product_images: 'images',
  categories: 'categories',
  subcategories: 'subcategories',
  attributes: 'attributes',
  leads: 'leads',
  partners: 'partners',
  account_deletion_requests: 'profiles',
  spec_definitions: 'specs',
};

/**
 * ra-core's HttpError keeps PostgREST's `{ code, message }` in `body`; libs/data turns that
 * into its pt-BR text while the HTTP status stays for react-admin's checkError.
 */
function withUserErrors<T extends DataProvider>(provider: T): T {
  return new Proxy(provider, {
    get(target, name: string) {
      const method = target[name];
      if (typeof method !== 'function') return method;
      return async (resource: string, ...args: unknown[]) => {
        try {
          return await method.call(target, resource, ...args);
        } catch (error) {
          const http = error as { status?: number; body?: unknown };
          const shape = http?.body && typeof http.body === 'object' ? { ...http.body, status: http.status } : error;
          throw toUserError(shape, AREA_BY_RESOURCE[resource] ?? 'products');
        }
      };
    },
  });
}

const postgrest = supabaseDataProvider({ instanceUrl: env.supabaseUrl, apiKey: env.supabaseAnonKey, supabaseClient: supabase });
const categories = categoriesDataProvider(supabase);
const PROVIDERS: Record<string, DataProvider> = {
  products: productsDataProvider(supabase),
  partners: partnersDataProvider(supabase),
  ...Object.fromEntries(CATEGORY_RESOURCES.map((resource) => [resource, categories])),
  account_deletion_requests: deletionRequestsDataProvider(supabase, postgrest),
  dashboard: dashboardDataProvider(supabase, postgrest),
  product_imports: productImportsDataProvider(supabase),
  spec_definitions: specDefinitionsDataProvider(supabase),
  municipalities: municipalitiesDataProvider(supabase),
  sellers: sellersDataProvider(supabase),
  product_revisions: productRevisionsDataProvider(supabase),
};

/**
 * The panel's one data path: `products`, `partners`, the category tree, the spec definitions,
 * the municipalities, the sellers and the listings' revisions on libs/data (entities, images, order, nested reads, options), the deletion
 * requests' closing RPCs, the dashboard's figures, every other table through ra-supabase's
 * PostgREST provider, all behind one error mapping.
 */
export const dataProvider = withUserErrors(
  combineDataProviders((resource) => PROVIDERS[resource] ?? postgrest) as DataProvider & PartnerMethods & DeletionRequestMethods & DashboardMethods,
);
