import { ADMIN_PAGE_SIZE, isUuid, normalizeSearch, type Page } from '@oneboss/domain';
import type { Db } from './client';
import { DataError } from './errors';
import { request, requestRows } from './request';

/** The sellers the signed-in account works for (confirmed e-mail only); empty for admins who are no member. */
export async function currentSellerIds(db: Db): Promise<string[]> {
  const { data } = await requestRows<string | { current_seller_ids: string }>('auth', (signal) =>
    db.rpc('current_seller_ids').abortSignal(signal),
  );
  return data.map((row) => (typeof row === 'string' ? row : row.current_seller_ids));
}

export type RevisionStatus = 'pending' | 'approved' | 'rejected';

/** A seller member's proposed change to a listing, waiting for (or past) an admin's review. */
export interface ProductRevision {
  id: string;
  productId: string;
  productName: string;
  sellerId: string;
  sellerName: string;
  /** Proposed column values: price, sale_price, price_on_request, short_description, description, published. */
  changes: Record<string, unknown>;
  picturesChanged: boolean;
  status: RevisionStatus;
  reason: string | null;
  submittedAt: string;
  reviewedAt: string | null;
}

interface ProductRevisionRow {
  id: string;
  product_id: string;
  seller_id: string;
  changes: Record<string, unknown>;
  pictures_changed: boolean;
  status: RevisionStatus;
  reason: string | null;
  submitted_at: string;
  reviewed_at: string | null;
  products: { name: string } | null;
  sellers: { name: string } | null;
}

const REVISION_COLUMNS = 'id,product_id,seller_id,changes,pictures_changed,status,reason,submitted_at,reviewed_at,products(name),sellers(name)';

function toProductRevision(row: ProductRevisionRow): ProductRevision {
  return {
    id: row.id,
    productId: row.product_id,
    productName: row.products?.name ?? '',
    sellerId: row.seller_id,
    sellerName: row.sellers?.name ?? '',
    changes: row.changes,
    picturesChanged: row.pictures_changed,
    status: row.status,
    reason: row.reason,
    submittedAt: row.submitted_at,
    reviewedAt: row.reviewed_at,
  };
}

/** The revisions the caller may read (admins: all; members: their seller's), newest first. */
export async function listProductRevisions(db: Db, query: { status?: RevisionStatus; productId?: string } = {}): Promise<ProductRevision[]> {
  const { data } = await requestRows<ProductRevisionRow>('products', (signal) => {
    let builder = db.from('product_revisions').select(REVISION_COLUMNS);
    if (query.status) builder = builder.eq('status', query.status);
    if (query.productId) builder = builder.eq('product_id', query.productId);
    return builder.order('submitted_at', { ascending: false }).limit(200).abortSignal(signal);
  });
  return data.map(toProductRevision);
}

/** Applies a pending revision (admins only; the server refuses others with 42501). */
export async function approveProductRevision(db: Db, id: string): Promise<void> {
  await request('products', (signal) => db.rpc('approve_product_revision', { _revision_id: id }).abortSignal(signal));
}

/** Drops a pending revision with the reason the seller will read (admins only). */
export async function rejectProductRevision(db: Db, id: string, reason: string): Promise<void> {
  await request('products', (signal) => db.rpc('reject_product_revision', { _revision_id: id, _reason: reason }).abortSignal(signal));
}

/** 'linked': the address's account now works for the seller; 'invited': kept until an account confirms it. */
type InvitationOutcome = 'linked' | 'invited';

/** An admin invites a member by e-mail; the invitation is mailed through the outbox. */
export async function inviteSellerMember(db: Db, sellerId: string, email: string): Promise<InvitationOutcome> {
  const { data } = await request<InvitationOutcome>('auth', (signal) =>
    db.rpc('invite_seller_member', { _seller_id: sellerId, _email: email }).abortSignal(signal),
  );
  return data === 'linked' ? 'linked' : 'invited';
}

/** A seller's team: its members' accounts (with their e-mail) and invited addresses no account has confirmed yet. */
interface SellerTeam {
  members: { userId: string; email: string; emailConfirmed: boolean; createdAt: string }[];
  invitations: { id: string; email: string; createdAt: string }[];
}

interface TeamMemberRow {
  user_id: string;
  email: string;
  email_confirmed: boolean;
  created_at: string;
}

export async function listSellerTeam(db: Db, sellerId: string): Promise<SellerTeam> {
  const [members, invitations] = await Promise.all([
    requestRows<TeamMemberRow>('auth', (signal) => db.rpc('seller_team', { _seller_id: sellerId }).abortSignal(signal)),
    requestRows<{ id: string; email: string; created_at: string }>('auth', (signal) =>
      db.from('seller_member_invitations').select('id,email,created_at').eq('seller_id', sellerId).order('created_at').abortSignal(signal),
    ),
  ]);
  return {
    members: members.data.map((row) => ({ userId: row.user_id, email: row.email, emailConfirmed: row.email_confirmed, createdAt: row.created_at })),
    invitations: invitations.data.map((row) => ({ id: row.id, email: row.email, createdAt: row.created_at })),
  };
}

const MEMBER_GONE = 'Este membro já não faz parte da equipe. Atualize a página.';
const INVITATION_GONE = 'Este convite já não está pendente. Atualize a página.';

/** An admin removes a member: their access to the seller's listings and leads ends with their next request. */
export async function removeSellerMember(db: Db, sellerId: string, userId: string): Promise<void> {
  const { data } = await requestRows<{ user_id: string }>('auth', (signal) =>
    db.from('seller_members').delete().eq('seller_id', sellerId).eq('user_id', userId).select('user_id').abortSignal(signal),
  );
  if (data.length === 0) throw new DataError('not_found', MEMBER_GONE);
}

/** An admin withdraws an invitation no account has confirmed yet. */
export async function withdrawSellerInvitation(db: Db, invitationId: string): Promise<void> {
  const { data } = await requestRows<{ id: string }>('auth', (signal) =>
    db.from('seller_member_invitations').delete().eq('id', invitationId).select('id').abortSignal(signal),
  );
  if (data.length === 0) throw new DataError('not_found', INVITATION_GONE);
}

/** A seller as the panel's Vendedores list and seller page show it. */
export interface PanelSeller {
  id: string;
  slug: string;
  name: string;
  kind: string;
  whatsapp: string;
  trusted: boolean;
  active: boolean;
  verifiedAt: string | null;
}

const PANEL_SELLER_COLUMNS = 'id,slug,name,kind,whatsapp,trusted,active,verified_at';

interface PanelSellerRow {
  id: string;
  slug: string;
  name: string;
  kind: string;
  whatsapp: string;
  trusted: boolean;
  active: boolean;
  verified_at: string | null;
}

/** The Vendedores list's query: a page, words of the name, and a member's own sellers. */
interface PanelSellerQuery {
  page?: number;
  pageSize?: number;
  search?: string;
  /** Only these sellers (a member's panel); every seller the caller reads when absent. */
  sellerIds?: readonly string[];
}

/** Sellers by name, a page at a time with their count; each of the first eight words of `search` must be in the name, accents and case aside. */
export async function listPanelSellers(db: Db, query: PanelSellerQuery = {}): Promise<Page<PanelSeller>> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE;
  const from = (Math.max(1, query.page ?? 1) - 1) * pageSize;
  const words = normalizeSearch(query.search ?? '').split(/[^a-z0-9]+/).filter((word) => word !== '').slice(0, 8);
  const { data, count } = await requestRows<PanelSellerRow>('auth', (signal) => {
    let builder = db.from('sellers').select(PANEL_SELLER_COLUMNS, { count: 'exact' });
    // An id no seller can have matches none, rather than a query the backend refuses.
    if (query.sellerIds) builder = builder.in('id', query.sellerIds.filter((id) => isUuid(id)));
    // One `and(...)` rather than a filter per word: the embedded backend keeps only the last of a
    // repeated key. search_name and the words are both folded already, so LIKE needs no ILIKE.
    if (words.length > 0) builder = builder.or(`and(${words.map((word) => `search_name.like.*${word}*`).join(',')})`);
    return builder.order('name').order('id').range(from, from + pageSize - 1).abortSignal(signal);
  });
  return { items: data.map(toPanelSeller), total: count ?? data.length };
}

/** A seller as its panel page shows it, or null when the caller reads no such seller. */
export async function getPanelSeller(db: Db, sellerId: string): Promise<PanelSeller | null> {
  // An id no seller can have matches none, rather than a query the backend refuses.
  if (!isUuid(sellerId)) return null;
  const { data } = await requestRows<PanelSellerRow>('auth', (signal) => db.from('sellers').select(PANEL_SELLER_COLUMNS).eq('id', sellerId).abortSignal(signal));
  return data[0] ? toPanelSeller(data[0]) : null;
}

function toPanelSeller(row: PanelSellerRow): PanelSeller {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    whatsapp: row.whatsapp,
    trusted: row.trusted,
    active: row.active,
    verifiedAt: row.verified_at,
  };
}

/** An admin marks a seller trusted (its members skip moderation) or not; members are refused by the server. */
export async function setSellerTrusted(db: Db, sellerId: string, trusted: boolean): Promise<void> {
  const { data } = await requestRows<{ id: string }>('auth', (signal) =>
    db.from('sellers').update({ trusted }).eq('id', sellerId).select('id').abortSignal(signal),
  );
  if (data.length === 0) throw new DataError('42501', 'Você não tem permissão para alterar este vendedor.');
}
