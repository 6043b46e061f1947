import { describe, expect, it } from 'vitest';
import { isLeadStatus, LEAD_STATUS_LABELS, LEAD_STATUSES } from './leads';

describe('lead statuses', () => {
  it('has one pt-BR label per status, in the order a lead moves through them', () => {
    expect(LEAD_STATUSES).toEqual(['new', 'contacted', 'negotiating', 'closed', 'lost']);
    expect(LEAD_STATUSES.map((status) => LEAD_STATUS_LABELS[status])).toEqual([
      'Novo',
      'Contatado',
      'Negociando',
      'Fechado',
      'Perdido',
    ]);
  });

  it('recognises only known statuses', () => {
    expect(isLeadStatus('closed')).toBe(true);
    expect(isLeadStatus('Fechado')).toBe(false);
    expect(isLeadStatus(undefined)).toBe(false);
  });
});
