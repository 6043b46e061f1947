import type { Exporter } from 'react-admin';
import {
  formatCsvDateTime,
  formatCsvDecimal,
  formatSpecCsvValue,
  type CsvColumn,
  type Product,
  type SpecDefinition,
} from '@oneboss/domain';
import { downloadCsv } from './downloadCsv';
import { PRODUCT_CSV_HEADERS as HEADER } from './productCsvHeaders';
import { toCsv } from './toCsv';

/** The products list's columns as the operator reads them in a spreadsheet. */
const PRODUCT_CSV_COLUMNS: readonly CsvColumn<Product>[] = [
  { header: HEADER.name, value: (product) => product.name },
  { header: HEADER.category, value: (product) => product.category?.name },
  { header: HEADER.subcategory, value: (product) => product.subcategory?.name },
  { header: HEADER.shortDescription, value: (product) => product.shortDescription },
  { header: HEADER.description, value: (product) => product.description },
  { header: HEADER.price, value: (product) => formatCsvDecimal(product.price) },
  { header: HEADER.salePrice, value: (product) => formatCsvDecimal(product.salePrice) },
  { header: HEADER.priceOnRequest, value: (product) => product.priceOnRequest },
  { header: HEADER.stock, value: (product) => product.stockQuantity },
  { header: HEADER.published, value: (product) => product.published },
  { header: HEADER.featured, value: (product) => product.featured },
  { header: HEADER.uf, value: (product) => product.location?.uf },
  { header: HEADER.city, value: (product) => product.location?.cityName },
  { header: HEADER.neighbourhood, value: (product) => product.location?.bairro },
];

const RECORD_COLUMNS: readonly CsvColumn<Product>[] = [
  { header: HEADER.createdAt, value: (product) => formatCsvDateTime(product.createdAt) },
  { header: HEADER.updatedAt, value: (product) => formatCsvDateTime(product.updatedAt) },
  { header: HEADER.id, value: (product) => product.id },
];

/**
 * One column per definition key of the exported products' categories (a key shared by two
 * categories is one column), each cell written by the definition of the product's own category.
 */
function specColumns(products: readonly Product[], definitions: readonly SpecDefinition[]): CsvColumn<Product>[] {
  const categories = new Set(products.map((product) => product.categoryId));
  const byCategoryAndKey = new Map(definitions.map((definition) => [`${definition.categoryId}/${definition.key}`, definition]));
  const keys = [...new Set(definitions.filter((definition) => categories.has(definition.categoryId)).map((definition) => definition.key))];
  return keys.map((key) => ({
    header: key,
    value: (product) => {
      const definition = byCategoryAndKey.get(`${product.categoryId}/${key}`);
      return definition ? formatSpecCsvValue(definition, product.specs[key]) : '';
    },
  }));
}

/** The products as CSV: their fields, location and specs (what the import reads back), then the record's dates and id. */
export const productsCsv = (products: readonly Product[], definitions: readonly SpecDefinition[]): string =>
  toCsv(products, [...PRODUCT_CSV_COLUMNS, ...specColumns(products, definitions), ...RECORD_COLUMNS]);

/** The products list's exporter: its records carry their category and city names; the definitions are read once per export. */
export const productsExporter: Exporter<Product> = async (products, _fetchRelated, dataProvider) => {
  const { data: definitions } = await dataProvider.getList<SpecDefinition>('spec_definitions', {
    filter: {},
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'position', order: 'ASC' },
  });
  downloadCsv('produtos', productsCsv(products, definitions));
};
