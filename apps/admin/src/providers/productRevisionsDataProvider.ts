import type { DataProvider } from 'react-admin';
import { DataError, approveProductRevision, listProductRevisions, rejectProductRevision, type Db, type RevisionStatus } from '@oneboss/data';

/** The list's filter: one situation, one listing's revisions, or both. */
export interface RevisionFilter {
  status?: RevisionStatus;
  productId?: string;
}

/** What an update decides: approve, or reject with the reason the seller reads. */
export type RevisionDecision = { status: 'approved' } | { status: 'rejected'; reason: string };

const refuse = async (): Promise<never> => {
  throw new DataError('unsupported', 'Alterações de anúncios só são aprovadas ou recusadas.');
};

/**
 * react-admin's `product_revisions` on libs/data: the Moderação queue (newest first, what RLS lets
 * the caller read) and the admins' decision as an update, which the server applies or refuses (42501).
 */
export function productRevisionsDataProvider(db: Db): DataProvider {
  return {
    async getList(_resource, { filter }) {
      const { status, productId } = (filter ?? {}) as RevisionFilter;
      const data = await listProductRevisions(db, { status, productId });
      return { data: data as never[], total: data.length };
    },
    async update(_resource, { id, data, previousData }) {
      const decision = data as RevisionDecision;
      if (decision.status === 'approved') await approveProductRevision(db, String(id));
      else await rejectProductRevision(db, String(id), decision.reason);
      return { data: { ...previousData, ...decision } as never };
    },
    getOne: refuse,
    getMany: refuse,
    getManyReference: refuse,
    create: refuse,
    updateMany: refuse,
    delete: refuse,
    deleteMany: refuse,
  };
}
