import { ACCOUNT_DELETION_STATUS_LABELS, LEAD_CHANNEL_LABELS, LEAD_STATUS_LABELS, SELLER_KIND_LABELS, formatBRL, type Category } from '@oneboss/domain';
import { REVISION_STATUS_LABELS } from '../moderation/revisionLines';
import { formatDateTime } from '../shared/dateTime';

/** The audited tables as the panel names them (the Tabela filter offers each); a test holds it to the migrations' audit triggers. */
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
  spec_definitions: 'Especificações',
  spec_options: 'Opções de especificação',
  product_private_addresses: 'Endereços exatos (privados)',
  sellers: 'Vendedores',
  seller_members: 'Membros de vendedor',
  seller_member_invitations: 'Convites de membros',
  product_revisions: 'Moderação',
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
  search_terms: 'Termos de busca',
  specs: 'Especificações',
  uf: 'UF',
  city_id: 'Cidade',
  neighbourhood: 'Bairro',
  address: 'Endereço',
  seller_id: 'Vendedor',
  pending: 'Aguardando moderação',
  channel: 'Canal',
  reference_code: 'Código de referência',
  page_path: 'Página',
  referrer: 'Origem',
  utm_source: 'UTM source',
  utm_medium: 'UTM medium',
  utm_campaign: 'Campanha',
  visitor_id: 'Visitante',
  taps: 'Toques no WhatsApp',
  first_response_at: 'Primeira resposta em',
  slug: 'Endereço da página',
  kind: 'Tipo de vendedor',
  whatsapp: 'WhatsApp',
  cnpj: 'CNPJ',
  creci: 'CRECI',
  active: 'Ativo',
  trusted: 'Confiável',
  logo_path: 'Logo',
  verified_at: 'Verificado em',
  verified_by: 'Verificado por (conta)',
  verified_note: 'Nota da verificação',
  invited_by: 'Convidado por (conta)',
  primary: 'Principal',
  key: 'Chave',
  label: 'Rótulo',
  unit: 'Unidade',
  decimals: 'Casas decimais',
  min_value: 'Mínimo',
  max_value: 'Máximo',
  required: 'Obrigatória',
  filterable: 'Filtro na loja',
  sortable: 'Ordenação na loja',
  headline: 'No cartão',
  position: 'Posição',
  group_label: 'Grupo',
  filter_slot: 'Posição do filtro',
  definition_id: 'Especificação',
  code: 'Código',
  changes: 'Alterações',
  pictures_changed: 'Fotos alteradas',
  reason: 'Motivo',
  submitted_by: 'Enviada por (conta)',
  submitted_at: 'Enviada em',
  reviewed_by: 'Revisada por (conta)',
  reviewed_at: 'Revisada em',
};

const TABLE_FIELD_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  account_deletion_requests: { status: 'Situação', email: 'E-mail do titular' },
  leads: { created_at: 'Recebido em', user_id: 'Conta do comprador' },
  spec_options: { value: 'Valor' },
  product_revisions: { status: 'Situação' },
};

export const auditTableLabel = (table: string) => AUDIT_TABLE_LABELS[table] ?? table;
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** A column's pt-BR label: "stock_quantity" reads "Estoque". */
export function auditFieldLabel(table: string, field: string): string {
  return TABLE_FIELD_LABELS[table]?.[field] ?? FIELD_LABELS[field] ?? field;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const MONEY_FIELDS = new Set(['price', 'sale_price']);

/** Stored codes the panel shows by their labels, per table and column. */
const VALUE_LABELS: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>> = {
  leads: { status: LEAD_STATUS_LABELS, channel: LEAD_CHANNEL_LABELS },
  account_deletion_requests: { status: ACCOUNT_DELETION_STATUS_LABELS },
  sellers: { kind: SELLER_KIND_LABELS },
  product_revisions: { status: REVISION_STATUS_LABELS },
};

/** A stored value as an operator reads it: status labels, Sim/Não, reais, Brasília dates; empty is a dash. */
export function auditValue(table: string, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  const labels = VALUE_LABELS[table]?.[field];
  if (labels && typeof value === 'string' && Object.hasOwn(labels, value)) return labels[value];
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
