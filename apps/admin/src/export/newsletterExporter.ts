import type { Exporter } from 'react-admin';
import { formatCsvDateTime, type CsvColumn } from '@oneboss/domain';
import { downloadCsv } from './downloadCsv';
import { toCsv } from './toCsv';

/** A row of `public.newsletter_subscribers` as PostgREST returns it. */
export interface NewsletterSubscriberRow {
  id: string;
  email: string;
  created_at: string;
  updated_at: string;
}

const NEWSLETTER_CSV_COLUMNS: readonly CsvColumn<NewsletterSubscriberRow>[] = [
  { header: 'E-mail', value: (subscriber) => subscriber.email },
  { header: 'Inscrito em', value: (subscriber) => formatCsvDateTime(subscriber.created_at) },
];

export const newsletterCsv = (subscribers: readonly NewsletterSubscriberRow[]): string => toCsv(subscribers, NEWSLETTER_CSV_COLUMNS);

export const newsletterExporter: Exporter<NewsletterSubscriberRow> = (subscribers) => downloadCsv('newsletter', newsletterCsv(subscribers));
