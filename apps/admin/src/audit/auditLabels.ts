import { ACCOUNT_DELETION_STATUS_LABELS, LEAD_STATUS_LABELS, formatBRL, isLeadStatus, type AccountDeletionStatus, type Category } from '@oneboss/domain';
import { formatDateTime } from '../shared/dateTime';

/** The audited tables as the panel names them. */
export const AUDIT_TABLE_LABELS: Readonly<Record<string, string>> = {
  products: 'Produtos',
  product_images: 'Imagens de produto',
  categories: 'Categorias',
  subcategories: 'Subcategorias',
  attributes: 'Valores',
  partners: 'Parceiros',
  hero_banners: 'Banners',
  newsletter_subscribers: 'Newsletter',
  leads: 'Leads',
  lead_notes: 'Notas de lead',
  admin_permissions: 'Administradores',
  account_deletion_requests: 'Solicitações de exclusão',
};

const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  insert: 'Criação',
  update: 'Alteração',
  delete: 'Remoção',
};

/** Columns as the forms and lists label them; the same column name reads the same in every table unless overridden below. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  id: 'Identificador',
  name: 'Nome',
  title: 'Título',
  subtitle: 'Subtítulo',
  email: 'E-mail',
  phone: 'Telefone',
  message: 'Mensagem',
  status: 'Status',
  short_description: 'Descrição curta',
  description: 'Descrição',
  price: 'Preço',
  sale_price: 'Preço promocional',
  price_on_request: 'Preço sob consulta',
  category_id: 'Categoria',
  subcategory_id: 'Subcategoria',
  attribute_id: 'Valor',
  attribute: 'Valor',
  featured: 'Destaque',
  published: 'Publicado',
  stock_quantity: 'Estoque',
  product_id: 'Produto',
  lead_id: 'Lead',
  url: 'Imagem',
  image_url: 'Imagem',
  logo_url: 'Logo',
  banner_image_url: 'Banner',
  link: 'Link',
  sort_order: 'Posição',
  order_index: 'Posição',
  visible: 'Visível',
  type: 'Tipo',
  value: 'Caminho',
  body: 'Nota',
  author_id: 'Autor (conta)',
  author_email: 'Autor',
  is_admin: 'Administrador',
  created_at: 'Criado em',
  consent_at: 'Consentimento em',
  consent_text_version: 'Versão do aviso de privacidade',
  unsubscribe_token: 'Código de descadastro',
  form_trap: 'Campo oculto anti-spam',
  form_fill_ms: 'Tempo de preenchimento (ms)',
  challenge_token: 'Desafio anti-spam',
  user_id: 'Conta',
  requested_at: 'Pedida em',
  confirmed_at: 'Confirmada em',
  processed_at: 'Concluída em',
  processed_by: 'Concluída por (conta)',
  processed_by_email: 'Concluída por',
  notes: 'Observações',
};

const TABLE_FIELD_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  account_deletion_requests: { status: 'Situação', email: 'E-mail do titular' },
  leads: { created_at: 'Recebido em' },
};

export const auditTableLabel = (table: string) => AUDIT_TABLE_LABELS[table] ?? table;
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** A column's pt-BR label: "stock_quantity" reads "Estoque". */
export function auditFieldLabel(table: string, field: string): string {
  return TABLE_FIELD_LABELS[table]?.[field] ?? FIELD_LABELS[field] ?? field;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const MONEY_FIELDS = new Set(['price', 'sale_price']);

/** A stored value as an operator reads it: status labels, Sim/Não, reais, Brasília dates; empty is a dash. */
export function auditValue(table: string, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (field === 'status' && table === 'leads' && typeof value === 'string' && isLeadStatus(value)) return LEAD_STATUS_LABELS[value];
  if (field === 'status' && table === 'account_deletion_requests' && typeof value === 'string' && value in ACCOUNT_DELETION_STATUS_LABELS) {
    return ACCOUNT_DELETION_STATUS_LABELS[value as AccountDeletionStatus];
  }
  if (MONEY_FIELDS.has(field) && Number.isFinite(Number(value))) return formatBRL(Number(value));
  if (typeof value === 'string') return TIMESTAMP.test(value) ? formatDateTime(value) || value : value;
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  return JSON.stringify(value);
}

/** The columns whose value names another record, and that record's resource in the panel. */
export const AUDIT_REFERENCES: Readonly<Record<string, string>> = {
  product_id: 'products',
  category_id: 'categories',
  subcategory_id: 'subcategories',
  attribute_id: 'attributes',
  lead_id: 'leads',
};

/** The catalogue's levels, which the panel reads as one tree rather than one table each. */
export const CATALOGUE_LEVELS = new Set(['categories', 'subcategories', 'attributes']);

/** The name of a category, subcategory or value anywhere in the tree; null when it is not there (any more). */
export function nameInCatalogue(categories: readonly Category[], id: string): string | null {
  for (const category of categories) {
    if (category.id === id) return category.name;
    for (const subcategory of category.subcategories ?? []) {
      if (subcategory.id === id) return subcategory.name;
      const value = subcategory.attributes?.find((attribute) => attribute.id === id);
      if (value) return value.name;
    }
  }
  return null;
}

const NAME_FIELDS = ['name', 'title', 'email', 'attribute'] as const;
const NOTE_PREVIEW = 60;

/** What a record is called, from its own row: a product's or a lead's name, a subscriber's e-mail, a note's first words. */
export function recordName(row: Record<string, unknown> | null | undefined): string | null {
  if (!row) return null;
  for (const field of NAME_FIELDS) {
    const value = row[field];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  const body = row.body;
  if (typeof body === 'string' && body.trim()) return body.length > NOTE_PREVIEW ? `${body.slice(0, NOTE_PREVIEW).trimEnd()}…` : body;
  return null;
}

/** Who made a write: the admin's e-mail, or the backend itself for the service key. */
export function auditActor(entry: { actor_email: string | null; actor_role: string }): string {
  if (entry.actor_email) return entry.actor_email;
  return entry.actor_role === 'service_role' ? 'Sistema (chave de serviço)' : 'Desconhecido';
}
