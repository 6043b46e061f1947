import type { DataProvider } from 'react-admin';
import { createSeller, getAdminSeller, listPanelSellers, updateSeller, uploadSellerLogo, type Db } from '@oneboss/data';
import { sellerSchema } from '@oneboss/domain';
import { isPickedImage } from './pickedImage';

/** The logo field: a stored object path, '' for none, or a file picked in the form (stored in the seller's folder once it exists). */
async function storedLogo(db: Db, value: unknown, sellerId?: string): Promise<string | null | undefined> {
  if (isPickedImage(value)) return uploadSellerLogo(db, value.rawFile, { name: value.rawFile.name, type: value.type, sellerId });
  if (value === '' || value === null) return null;
  return undefined;
}

/** The Vendedores list's filters: words of the name, and a member's own sellers. */
interface SellerListFilter {
  q?: string;
  sellerIds?: string[];
}

/**
 * react-admin's provider for the sellers on libs/data: one seller with its e-mail (admins read
 * it through seller_emails()), a picked logo stored in `seller-logos` as the seller is saved, and
 * the form checked again by the domain's schema; the Vendedores list a page at a time, searched by name.
 */
export function sellersDataProvider(db: Db): DataProvider {
  const unsupported = () => Promise.reject(new Error('sellers: only one seller at a time'));
  return {
    async getList(_resource, { pagination, filter }) {
      const { q, sellerIds } = (filter ?? {}) as SellerListFilter;
      const page = await listPanelSellers(db, { page: pagination?.page, pageSize: pagination?.perPage, search: q, sellerIds });
      return { data: page.items as never[], total: page.total };
    },
    async getOne(_resource, { id }) {
      return { data: (await getAdminSeller(db, String(id))) as never };
    },
    async create(_resource, { data }) {
      const input = sellerSchema.parse(data);
      return { data: (await createSeller(db, input, (await storedLogo(db, input.logoPath)) ?? null)) as never };
    },
    async update(_resource, { id, data }) {
      const input = sellerSchema.parse(data);
      const previous = await getAdminSeller(db, String(id));
      return { data: (await updateSeller(db, previous, input, await storedLogo(db, input.logoPath, previous.id))) as never };
    },
    getMany: unsupported,
    getManyReference: unsupported,
    updateMany: unsupported,
    delete: unsupported,
    deleteMany: unsupported,
  };
}
