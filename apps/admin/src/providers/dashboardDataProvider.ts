import type { DataProvider } from 'react-admin';
import { readDashboard, type DashboardFigures, type Db } from '@oneboss/data';

/** The landing page's read: one SQL function (admin_dashboard) counts everything in one round trip. */
export interface DashboardMethods {
  getDashboardFigures: (resource: 'dashboard') => Promise<{ data: DashboardFigures }>;
}

/** `dashboard` is no table: the resource only routes the figures' method here. */
export function dashboardDataProvider(db: Db, base: DataProvider): DataProvider & DashboardMethods {
  return {
    ...base,
    async getDashboardFigures() {
      return { data: await readDashboard(db) };
    },
  };
}
