import type { Exporter, Identifier } from 'react-admin';
import { formatCsvDateTime, isLeadStatus, LEAD_STATUS_LABELS, type CsvColumn } from '@oneboss/domain';
import type { LeadRow } from '@oneboss/data';
import { downloadCsv } from './downloadCsv';
import { toCsv } from './toCsv';
import { fetchRelated } from './fetchRelated';

/** The leads list's columns; `productNames` maps a product id to its name. */
function leadCsvColumns(productNames: ReadonlyMap<Identifier, string>): CsvColumn<LeadRow>[] {
  return [
    { header: 'Recebido em', value: (lead) => formatCsvDateTime(lead.created_at) },
    { header: 'Nome', value: (lead) => lead.name },
    { header: 'E-mail', value: (lead) => lead.email },
    { header: 'Telefone', value: (lead) => lead.phone },
    { header: 'Produto', value: (lead) => (lead.product_id ? productNames.get(lead.product_id) : undefined) },
    { header: 'Status', value: (lead) => (isLeadStatus(lead.status) ? LEAD_STATUS_LABELS[lead.status] : lead.status) },
    { header: 'Mensagem', value: (lead) => lead.message },
    { header: 'Atualizado em', value: (lead) => formatCsvDateTime(lead.updated_at) },
    { header: 'ID', value: (lead) => lead.id },
  ];
}

export const leadsCsv = (leads: readonly LeadRow[], productNames: ReadonlyMap<Identifier, string>): string => toCsv(leads, leadCsvColumns(productNames));

/** The leads list's exporter: names each lead's product, read through the data provider. */
export const leadsExporter: Exporter<LeadRow> = async (leads, _fetchRelatedRecords, dataProvider) => {
  const products = await fetchRelated<{ id: Identifier; name: string }>(dataProvider, leads, 'product_id', 'products');
  const productNames = new Map([...products].map(([id, product]) => [id, product.name]));
  downloadCsv('leads', leadsCsv(leads, productNames));
};
