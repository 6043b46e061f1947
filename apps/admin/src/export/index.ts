import type { Product } from '@oneboss/domain';
import type { LeadRow } from '@oneboss/data';
import type { NewsletterSubscriberRow } from './newsletterExporter';
import { onDemandExporter } from './onDemandExporter';

export { ExportCsvButton } from './ExportCsvButton';
export type { NewsletterSubscriberRow };

export const productsExporter = onDemandExporter<Product>(() => import('./productsExporter').then((module) => module.productsExporter));
export const leadsExporter = onDemandExporter<LeadRow>(() => import('./leadsExporter').then((module) => module.leadsExporter));
export const newsletterExporter = onDemandExporter<NewsletterSubscriberRow>(() => import('./newsletterExporter').then((module) => module.newsletterExporter));
