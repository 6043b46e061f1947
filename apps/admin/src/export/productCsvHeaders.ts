/**
 * The products CSV's fixed columns, as the export writes them and the import reads them. Spec
 * columns follow, one per definition key (lower case, so never one of these).
 */
export const PRODUCT_CSV_HEADERS = {
  name: 'Nome',
  category: 'Categoria',
  subcategory: 'Subcategoria',
  shortDescription: 'Descrição curta',
  description: 'Descrição',
  price: 'Preço (R$)',
  salePrice: 'Preço promocional (R$)',
  priceOnRequest: 'Sob Consulta',
  stock: 'Estoque',
  published: 'Publicado',
  featured: 'Destaque',
  uf: 'UF',
  city: 'Cidade',
  neighbourhood: 'Bairro',
  images: 'Imagens',
  createdAt: 'Criado em',
  updatedAt: 'Atualizado em',
  id: 'ID',
} as const;

export type ProductCsvField = keyof typeof PRODUCT_CSV_HEADERS;
