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
};

describe('leadsCsv', () => {
  it('names the product and the status in pt-BR and keeps visitor text inert', () => {
    const csv = leadsCsv([lead, { ...lead, id: 'l2', product_id: null, email: null, status: 'new' }], new Map([['p1', 'Iate Azimut 60']]));
    const rows = Papa.parse<string[]>(csv.slice(1), { delimiter: ';' }).data;
    expect(rows).toEqual([
      ['Recebido em', 'Nome', 'E-mail', 'Telefone', 'Produto', 'Status', 'Mensagem', 'Atualizado em', 'ID'],
      ['01/03/2026 09:00', "'=cmd", 'ana@example.com', "'+55 11 98765-4321", 'Iate Azimut 60', 'Negociando', 'Tenho interesse; podemos falar?', '02/03/2026 10:15', 'l1'],
      ['01/03/2026 09:00', "'=cmd", '', "'+55 11 98765-4321", '', 'Novo', 'Tenho interesse; podemos falar?', '02/03/2026 10:15', 'l2'],
    ]);
  });
});
