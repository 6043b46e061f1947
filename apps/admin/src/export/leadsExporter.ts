import type { Exporter, Identifier } from 'react-admin';
import { formatCsvDateTime, isLeadChannel, isLeadStatus, LEAD_CHANNEL_LABELS, LEAD_STATUS_LABELS, type CsvColumn } from '@oneboss/domain';
import type { LeadRow } from '@oneboss/data';
import { downloadCsv } from './downloadCsv';
import { toCsv } from './toCsv';
import { fetchRelated } from './fetchRelated';

/** The leads list's columns; `productNames` and `sellerNames` map an id to its name. */
function leadCsvColumns(productNames: ReadonlyMap<Identifier, string>, sellerNames: ReadonlyMap<Identifier, string>): CsvColumn<LeadRow>[] {
  return [
    { header: 'Recebido em', value: (lead) => formatCsvDateTime(lead.created_at) },
    { header: 'Código', value: (lead) => lead.reference_code },
    { header: 'Canal', value: (lead) => (isLeadChannel(lead.channel) ? LEAD_CHANNEL_LABELS[lead.channel] : lead.channel) },
    { header: 'Nome', value: (lead) => lead.name },
    { header: 'E-mail', value: (lead) => lead.email },
    { header: 'Telefone', value: (lead) => lead.phone },
    { header: 'Produto', value: (lead) => (lead.product_id ? productNames.get(lead.product_id) : undefined) },
    { header: 'Vendedor', value: (lead) => (lead.seller_id ? sellerNames.get(lead.seller_id) : undefined) },
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

export const leadsCsv = (
  leads: readonly LeadRow[],
  productNames: ReadonlyMap<Identifier, string>,
  sellerNames: ReadonlyMap<Identifier, string>,
): string => toCsv(leads, leadCsvColumns(productNames, sellerNames));

/** The leads list's exporter: names each lead's product and seller, read through the data provider. */
export const leadsExporter: Exporter<LeadRow> = async (leads, _fetchRelatedRecords, dataProvider) => {
  const [products, sellers] = await Promise.all([
    fetchRelated<{ id: Identifier; name: string }>(dataProvider, leads, 'product_id', 'products'),
    fetchRelated<{ id: Identifier; name: string }>(dataProvider, leads, 'seller_id', 'sellers'),
  ]);
  const names = (rows: ReadonlyMap<Identifier, { name: string }>) => new Map([...rows].map(([id, row]) => [id, row.name]));
  downloadCsv('leads', leadsCsv(leads, names(products), names(sellers)));
};
