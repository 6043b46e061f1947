import { formatBRL } from '@oneboss/domain';

const LABELS: Record<string, string> = {
  price: 'Preço',
  sale_price: 'Preço promocional',
  price_on_request: 'Preço sob consulta',
  short_description: 'Descrição curta',
  description: 'Descrição',
};

const EXCERPT = 160;

function plainText(value: unknown): string {
  const text = String(value ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

function valueText(column: string, value: unknown): string {
  if (column === 'price' || column === 'sale_price') return value === null ? 'sem valor' : formatBRL(Number(value));
  if (column === 'price_on_request') return value ? 'sim' : 'não';
  const text = plainText(value);
  return text === '' ? '(vazio)' : text;
}

/** The lines a reviewer and the seller read for a revision: 'Preço: R$ 90.000,00', 'Publicar o anúncio', 'Fotos alteradas'. */
export function revisionLines(changes: Record<string, unknown>, picturesChanged: boolean): string[] {
  const lines: string[] = [];
  if (changes.published === true) lines.push('Publicar o anúncio');
  for (const [column, label] of Object.entries(LABELS)) {
    if (column in changes) lines.push(`${label}: ${valueText(column, changes[column])}`);
  }
  if (picturesChanged) lines.push('Fotos alteradas');
  return lines;
}

export const REVISION_STATUS_LABELS = {
  pending: 'Aguardando aprovação',
  approved: 'Aprovada',
  rejected: 'Recusada',
} as const;

/** What a seller member reads after saving a listing: the server may have held part of it. */
export const MODERATION_SAVE_NOTE = 'Anúncio salvo. Publicação e mudanças de preço, descrição ou fotos esperam a aprovação da equipe OneBoss (aba Moderação).';
