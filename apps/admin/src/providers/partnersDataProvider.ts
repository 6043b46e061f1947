import { withLifecycleCallbacks, type DataProvider } from 'react-admin';
import {
  createPartner,
  deletePartner,
  listPartners,
  movePartner,
  updatePartner,
  uploadPartnerImage,
  DataError,
  type Db,
  type PartnerBucket,
  type PartnerChanges,
} from '@oneboss/data';
import { PARTNER_MESSAGES, type Partner, type PartnerInput } from '@oneboss/domain';
import { isPickedImage } from './pickedImage';

/** Which bucket stores each image field of a partner. */
const IMAGE_BUCKETS: Record<'logoUrl' | 'bannerImageUrl', PartnerBucket> = { logoUrl: 'partner-logos', bannerImageUrl: 'partner-banners' };

/** The partners provider's own methods, beyond react-admin's CRUD. */
export interface PartnerMethods {
  /** Swaps a partner with its neighbour and rewrites every order_index as 0..n-1; the new list. */
  movePartner: (resource: 'partners', params: { id: string; direction: 'up' | 'down' }) => Promise<{ data: Partner[] }>;
}

/**
 * react-admin's provider for `partners` on libs/data: the list in order_index order (the
 * storefront's), appends at the end, and the reordering and uploads PostgREST alone cannot do. A
 * logo or banner picked in the form is stored in its bucket as the partner is saved, so a form
 * closed without saving leaves no file behind.
 */
export function partnersDataProvider(db: Db): DataProvider & PartnerMethods {
  return withLifecycleCallbacks(crud(db), [
    {
      resource: 'partners',
      beforeSave: async (data: Record<string, unknown>) => {
        const stored = { ...data };
        for (const [field, bucket] of Object.entries(IMAGE_BUCKETS)) {
          const value = data[field];
          if (isPickedImage(value)) stored[field] = await uploadPartnerImage(db, bucket, value.rawFile, { name: value.rawFile.name, type: value.type });
        }
        return stored;
      },
    },
  ]);
}

function crud(db: Db): DataProvider & PartnerMethods {
  const one = async (id: string) => {
    const partner = (await listPartners(db)).find((item) => item.id === id);
    if (!partner) throw new DataError('not_found', PARTNER_MESSAGES.notFound);
    return partner;
  };
  return {
    async getList() {
      const partners = await listPartners(db);
      return { data: partners as never[], total: partners.length };
    },
    async getOne(_resource, { id }) {
      return { data: (await one(String(id))) as never };
    },
    async getMany(_resource, { ids }) {
      const wanted = new Set(ids.map(String));
      return { data: (await listPartners(db)).filter((partner) => wanted.has(partner.id)) as never[] };
    },
    async getManyReference() {
      throw new Error('partners have no reference lists');
    },
    async create(_resource, { data }) {
      return { data: (await createPartner(db, data as PartnerInput)) as never };
    },
    async update(_resource, { id, data }) {
      return { data: (await updatePartner(db, String(id), data as PartnerChanges)) as never };
    },
    async updateMany(_resource, { ids, data }) {
      for (const id of ids) await updatePartner(db, String(id), data as PartnerChanges);
      return { data: ids };
    },
    async delete(_resource, { id, previousData }) {
      await deletePartner(db, String(id));
      return { data: (previousData ?? { id }) as never };
    },
    async deleteMany(_resource, { ids }) {
      for (const id of ids) await deletePartner(db, String(id));
      return { data: ids };
    },
    async movePartner(_resource, { id, direction }) {
      return { data: await movePartner(db, id, direction) };
    },
  };
}
