export const LEAD_STATUSES = ['new', 'contacted', 'negotiating', 'closed', 'lost'] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'Novo',
  contacted: 'Contatado',
  negotiating: 'Negociando',
  closed: 'Fechado',
  lost: 'Perdido',
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
