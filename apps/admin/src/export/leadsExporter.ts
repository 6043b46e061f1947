import type { Exporter } from 'react-admin';
import { formatCsvDateTime, isLeadChannel, isLeadStatus, LEAD_CHANNEL_LABELS, LEAD_STATUS_LABELS, type CsvColumn } from '@oneboss/domain';
import type { LeadRow } from '@oneboss/data';
import { downloadCsv } from './downloadCsv';
import { toCsv } from './toCsv';

/** The leads list's columns; the product's and seller's names come embedded in each row, as the board reads them. */
function leadCsvColumns(): CsvColumn<LeadRow>[] {
  return [
    { header: 'Recebido em', value: (lead) => formatCsvDateTime(lead.created_at) },
    { header: 'Código', value: (lead) => lead.reference_code },
    { header: 'Canal', value: (lead) => (isLeadChannel(lead.channel) ? LEAD_CHANNEL_LABELS[lead.channel] : lead.channel) },
    { header: 'Nome', value: (lead) => lead.name },
    { header: 'E-mail', value: (lead) => lead.email },
    { header: 'Telefone', value: (lead) => lead.phone },
    { header: 'Produto', value: (lead) => lead.products?.name },
    { header: 'Vendedor', value: (lead) => lead.sellers?.name },
    { header: 'Status', value: (lead) => (isLeadStatus(lead.status) ? LEAD_STATUS_LABELS[lead.status] : lead.status) },
    { header: 'Mensagem', value: (lead) => lead.message },
    { header: 'Página', value: (lead) => lead.page_path },
    { header: 'Veio de', value: (lead) => lead.referrer },
    { header: 'utm_source', value: (lead) => lead.utm_source },
    { header: 'utm_medium', value: (lead) => lead.utm_medium },
    { header: 'utm_campaign', value: (lead) => lead.utm_campaign },
    { header: 'Toques no WhatsApp', value: (lead) => lead.taps },
    { header: 'Primeira resposta em', value: (lead) => (lead.first_response_at ? formatCsvDateTime(lead.first_response_at) : undefined) },
    { header: 'Atualizado em', value: (lead) => formatCsvDateTime(lead.updated_at) },
    { header: 'ID', value: (lead) => lead.id },
  ];
}

export const leadsCsv = (leads: readonly LeadRow[]): string => toCsv(leads, leadCsvColumns());

/**
 * The leads list's exporter. The list's rows embed their product's and seller's names, so nothing more is read:
 * asking the data provider for the sellers instead failed the whole export (its sellers resource reads one at a time).
 */
export const leadsExporter: Exporter<LeadRow> = (leads) => {
  downloadCsv('leads', leadsCsv(leads));
};
