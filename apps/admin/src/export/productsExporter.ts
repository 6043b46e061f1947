import type { Exporter } from 'react-admin';
import { formatCsvDateTime, formatCsvDecimal, type CsvColumn, type Product } from '@oneboss/domain';
import { downloadCsv } from './downloadCsv';
import { toCsv } from './toCsv';

/** The products list's columns as the operator reads them in a spreadsheet. */
const PRODUCT_CSV_COLUMNS: readonly CsvColumn<Product>[] = [
  { header: 'Nome', value: (product) => product.name },
  { header: 'Categoria', value: (product) => product.category?.name },
  { header: 'Subcategoria', value: (product) => product.subcategory?.name },
  { header: 'Descrição curta', value: (product) => product.shortDescription },
  { header: 'Preço (R$)', value: (product) => formatCsvDecimal(product.price) },
  { header: 'Preço promocional (R$)', value: (product) => formatCsvDecimal(product.salePrice) },
  { header: 'Sob Consulta', value: (product) => product.priceOnRequest },
  { header: 'Estoque', value: (product) => product.stockQuantity },
  { header: 'Publicado', value: (product) => product.published },
  { header: 'Destaque', value: (product) => product.featured },
  { header: 'Criado em', value: (product) => formatCsvDateTime(product.createdAt) },
  { header: 'Atualizado em', value: (product) => formatCsvDateTime(product.updatedAt) },
  { header: 'ID', value: (product) => product.id },
];

export const productsCsv = (products: readonly Product[]): string => toCsv(products, PRODUCT_CSV_COLUMNS);

/** The products list's exporter: its records already carry their category and subcategory names. */
export const productsExporter: Exporter<Product> = (products) => downloadCsv('produtos', productsCsv(products));
