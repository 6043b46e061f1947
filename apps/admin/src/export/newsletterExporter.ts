import type { Exporter } from 'react-admin';
import { formatCsvDateTime, newsletterUnsubscribeUrl, type CsvColumn } from '@oneboss/domain';
import { env } from '../providers/env';
import { downloadCsv } from './downloadCsv';
import { toCsv } from './toCsv';

/** A row of `public.newsletter_subscribers` as PostgREST returns it. */
export interface NewsletterSubscriberRow {
  id: string;
  email: string;
  created_at: string;
  updated_at: string;
  /** Null for subscriptions recorded before consent was (issue 14). */
  consent_at: string | null;
  consent_text_version: string | null;
  /** The secret of the subscriber's unsubscribe link; admins alone can read it. */
  unsubscribe_token: string;
}

/** The columns of the export; the link column is what a mailing tool merges into each subscriber's e-mail. */
const newsletterCsvColumns = (storefrontUrl: string): readonly CsvColumn<NewsletterSubscriberRow>[] => [
  { header: 'E-mail', value: (subscriber) => subscriber.email },
  { header: 'Inscrito em', value: (subscriber) => formatCsvDateTime(subscriber.created_at) },
  { header: 'Consentimento em', value: (subscriber) => (subscriber.consent_at ? formatCsvDateTime(subscriber.consent_at) : '') },
  { header: 'Versão do aviso', value: (subscriber) => subscriber.consent_text_version ?? '' },
  { header: 'Link de descadastro', value: (subscriber) => newsletterUnsubscribeUrl(storefrontUrl, subscriber.unsubscribe_token) },
];

export const newsletterCsv = (subscribers: readonly NewsletterSubscriberRow[], storefrontUrl: string): string =>
  toCsv(subscribers, newsletterCsvColumns(storefrontUrl));

export const newsletterExporter: Exporter<NewsletterSubscriberRow> = (subscribers) => downloadCsv('newsletter', newsletterCsv(subscribers, env.storefrontUrl));
