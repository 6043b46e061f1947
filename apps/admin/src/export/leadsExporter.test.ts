import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { LeadRow } from '@oneboss/data';
import { leadsCsv } from './leadsExporter';

const lead: LeadRow = {
  id: 'l1',
  name: '=cmd',
  email: 'ana@example.com',
  phone: '+55 11 98765-4321',
  message: 'Tenho interesse; podemos falar?',
  product_id: 'p1',
  status: 'negotiating',
  created_at: '2026-03-01T12:00:00Z',
  updated_at: '2026-03-02T13:15:00Z',
  channel: 'whatsapp',
  seller_id: 's1',
  reference_code: 'OB-7F3KQ2',
  page_path: '/produto/p1',
  referrer: 'https://l.instagram.com/',
  utm_source: 'instagram',
  utm_medium: null,
  utm_campaign: '@verao',
  taps: 3,
  first_response_at: '2026-03-01T14:30:00Z',
  products: { name: 'Iate Azimut 60' },
  sellers: { name: 'Marina Prime' },
};

describe('leadsCsv', () => {
  it('names the product, seller, channel and status in pt-BR, with the attribution, and keeps visitor text inert', () => {
    const csv = leadsCsv(
      [lead, { ...lead, id: 'l2', product_id: null, products: null, seller_id: null, sellers: null, email: null, status: 'new', channel: 'form', taps: 1, first_response_at: null }],
    );
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows).toEqual([
      [
        'Recebido em', 'Código', 'Canal', 'Nome', 'E-mail', 'Telefone', 'Produto', 'Vendedor', 'Status', 'Mensagem', 'Página', 'Veio de',
        'utm_source', 'utm_medium', 'utm_campaign', 'Toques no WhatsApp', 'Primeira resposta em', 'Atualizado em', 'ID',
      ],
      [
        '01/03/2026 09:00', 'OB-7F3KQ2', 'WhatsApp', "'=cmd", 'ana@example.com', "'+55 11 98765-4321", 'Iate Azimut 60', 'Marina Prime', 'Negociando',
        'Tenho interesse; podemos falar?', '/produto/p1', 'https://l.instagram.com/', 'instagram', '', "'@verao", '3', '01/03/2026 11:30', '02/03/2026 10:15', 'l1',
      ],
      [
        '01/03/2026 09:00', 'OB-7F3KQ2', 'Formulário', "'=cmd", '', "'+55 11 98765-4321", '', '', 'Novo',
        'Tenho interesse; podemos falar?', '/produto/p1', 'https://l.instagram.com/', 'instagram', '', "'@verao", '1', '', '02/03/2026 10:15', 'l2',
      ],
    ]);
  });
});
