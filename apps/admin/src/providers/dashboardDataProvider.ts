import type { DataProvider } from 'react-admin';
import { readDashboard, readLeadAttribution, type DashboardFigures, type Db, type LeadAttribution } from '@oneboss/data';

/** The landing page's reads: SQL functions (admin_dashboard, lead_attribution) count everything in one round trip each. */
export interface DashboardMethods {
  getDashboardFigures: (resource: 'dashboard') => Promise<{ data: DashboardFigures }>;
  getLeadAttribution: (resource: 'dashboard') => Promise<{ data: LeadAttribution }>;
}

/** `dashboard` is no table: the resource only routes the figures' methods here. */
export function dashboardDataProvider(db: Db, base: DataProvider): DataProvider & DashboardMethods {
  return {
    ...base,
    async getDashboardFigures() {
      return { data: await readDashboard(db) };
    },
    async getLeadAttribution() {
      return { data: await readLeadAttribution(db) };
    },
  };
}
