import type { Category, ProductCard, ShopSearch } from '@oneboss/domain';
import { pageHead } from './page-head';
import { SITE_DESCRIPTION } from './site';
import { breadcrumbJsonLd, categoryCrumbs, itemListJsonLd } from './structured-data';

interface ShopHeadInput {
  siteUrl: string;
  category: Pick<Category, 'name' | 'value'> | null;
  /** The page's search params (category excluded: it is in the path). */
  filters: ShopSearch;
  items: Pick<ProductCard, 'id' | 'name'>[];
}

/**
 * A shop page's head. The canonical URL is the category's page (and its page number): sort,
 * search and facet filters only reorder or narrow it, so they are not pages of their own.
 */
export function shopHead({ siteUrl, category, filters, items }: ShopHeadInput) {
  const path = category ? `/loja/${encodeURIComponent(category.value)}` : '/loja';
  const page = filters.page && filters.page > 1 ? `?page=${filters.page}` : '';
  const name = category?.name ?? 'Todos os produtos';
  return pageHead({
    title: `${name} - Loja OneBoss`,
    description: category
      ? `${category.name} de luxo à venda na OneBoss: veja preços, fotos e fale com o vendedor pelo WhatsApp.`
      : SITE_DESCRIPTION,
    url: `${siteUrl}${path}${page}`,
    jsonLd: [
      breadcrumbJsonLd(categoryCrumbs(siteUrl, category ?? undefined)),
      itemListJsonLd(items.map((item) => ({ name: item.name, url: `${siteUrl}/produto/${item.id}` }))),
    ],
  });
}
