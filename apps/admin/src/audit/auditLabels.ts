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

export const auditTableLabel = (table: string) => AUDIT_TABLE_LABELS[table] ?? table;
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? action;

/** Who made a write: the admin's e-mail, or the backend itself for the service key. */
export function auditActor(entry: { actor_email: string | null; actor_role: string }): string {
  if (entry.actor_email) return entry.actor_email;
  return entry.actor_role === 'service_role' ? 'Sistema (chave de serviço)' : 'Desconhecido';
}
