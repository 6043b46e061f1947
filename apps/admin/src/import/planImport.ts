import {
  BRAZILIAN_STATES,
  CSV_LIST_SEPARATOR,
  foldLatin,
  isPrintableLine,
  isPrintableText,
  productFormSchemaFor,
  readPtBrNumber,
  type Category,
  type ProductFormValues,
  type SpecDefinition,
} from '@oneboss/domain';
import type { ProductImportRow } from '@oneboss/data';
import { PRODUCT_CSV_HEADERS, type ProductCsvField } from '../export/productCsvHeaders';
import { cleanDescription } from './descriptionHtml';
import { IMAGE_URL_ALLOWANCE, IMPORT_LIMITS } from './importLimits';
import { IMPORT_MESSAGES } from './importMessages';
import type { ImportIssue } from './importIssue';
import type { CsvTable } from './readCsvTable';
import type { ZipImage } from './readImageZip';

/** A municipality as the location pickers read it. */
export interface ImportMunicipality {
  id: number;
  name: string;
  uf: string;
}

/** What the rows are checked against: the catalogue as it is now, and the ZIP if one came. */
export interface ImportContext {
  categories: readonly Category[];
  definitions: readonly SpecDefinition[];
  /** Every municipality of the UFs the file names. */
  municipalities: readonly ImportMunicipality[];
  /** null: no ZIP was sent. */
  images: ReadonlyMap<string, ZipImage> | null;
  /** The file's IDs that name a listing of the catalogue (lower case). */
  existingIds: ReadonlySet<string>;
}

/** The rows ready to import when `issues` is empty; otherwise nothing is imported. */
export interface ImportPlan {
  rows: ProductImportRow[];
  issues: ImportIssue[];
}

const H = PRODUCT_CSV_HEADERS;
const FIELD_BY_HEADER: ReadonlyMap<string, ProductCsvField> = new Map(Object.entries(PRODUCT_CSV_HEADERS).map(([field, header]) => [header, field as ProductCsvField]));

/** Where the form schema's errors land: form field -> CSV column. */
const COLUMN_OF_FORM_FIELD: Record<string, string> = {
  name: H.name,
  shortDescription: H.shortDescription,
  description: H.description,
  price: H.price,
  salePrice: H.salePrice,
  categoryId: H.category,
  subcategoryId: H.subcategory,
  stockQuantity: H.stock,
  uf: H.uf,
  cityId: H.city,
  neighbourhood: H.neighbourhood,
};

const UF_CODES: ReadonlySet<string> = new Set(BRAZILIAN_STATES.map((state) => state.code));
const URL_LIKE = /^([a-z][a-z0-9+.-]*:|\/\/|www\.)/i;
const same = (a: string, b: string) => foldLatin(a.trim()) === foldLatin(b.trim());

/** The UFs a file names, for reading their municipalities before the check. */
export function ufsOf(table: CsvTable): string[] {
  const column = table.header.indexOf(H.uf);
  if (column < 0) return [];
  return [...new Set(table.rows.map((row) => (row.cells[column] ?? '').trim().toUpperCase()).filter((uf) => UF_CODES.has(uf)))];
}

/** The IDs a file names, for asking which are the catalogue's listings before the check. */
export function productIdsOf(table: CsvTable): string[] {
  const column = table.header.indexOf(H.id);
  if (column < 0) return [];
  return table.rows.map((row) => (row.cells[column] ?? '').trim().toLowerCase()).filter((id) => id !== '');
}

/**
 * Reads every row of the file the way the product form reads its fields (productFormSchemaFor:
 * the same messages, specs by their definitions, location, publishing rules) and reports each
 * problem with its line and column. Only a file without a single problem gives rows to import.
 */
export function planImport(table: CsvTable, context: ImportContext, readIssues: readonly ImportIssue[] = []): ImportPlan {
  const issues: ImportIssue[] = [...readIssues];
  const specKeys = new Set(context.definitions.map((definition) => definition.key));
  const seen = new Set<string>();
  table.header.forEach((header) => {
    if (header === '') return;
    if (seen.has(header)) issues.push({ line: 1, column: header, message: IMPORT_MESSAGES.repeatedColumn });
    else if (!FIELD_BY_HEADER.has(header) && !specKeys.has(header)) issues.push({ line: 1, column: header, message: IMPORT_MESSAGES.unknownColumn });
    seen.add(header);
  });
  for (const required of [H.name, H.category]) {
    if (!seen.has(required)) issues.push({ line: 1, column: null, message: IMPORT_MESSAGES.missingColumn(required) });
  }
  if (issues.some((issue) => issue.line === 1)) return refused(table, issues);

  const schema = productFormSchemaFor(context.definitions);
  const rows: ProductImportRow[] = [];
  let requestBytes = 2;
  for (const { line, cells } of table.rows) {
    const cell = (header: string) => {
      const index = table.header.indexOf(header);
      return index < 0 ? '' : (cells[index] ?? '').trim();
    };
    const fail = (column: string | null, message: string) => issues.push({ line, column, message });
    const before = issues.length;

    const category = context.categories.find((item) => same(item.name, cell(H.category)) || item.value === cell(H.category).toLowerCase());
    if (cell(H.category) !== '' && !category) fail(H.category, IMPORT_MESSAGES.unknownCategory(cell(H.category)));
    const subcategory = category?.subcategories?.find((item) => same(item.name, cell(H.subcategory)));
    if (category && cell(H.subcategory) !== '' && !subcategory) fail(H.subcategory, IMPORT_MESSAGES.unknownSubcategory(cell(H.subcategory), category.name));

    const yesNo = (header: string): boolean | null => {
      const word = foldLatin(cell(header));
      if (word === '' || word === 'nao' || word === 'n') return false;
      if (word === 'sim' || word === 's') return true;
      fail(header, IMPORT_MESSAGES.notABoolean);
      return null;
    };
    const amount = (header: string): string => {
      const text = cell(header).replace(/^R\$\s*/i, '');
      if (text !== '' && readPtBrNumber(text) === null) fail(header, IMPORT_MESSAGES.notANumber);
      return text;
    };
    const stockText = cell(H.stock);
    const stock = stockText === '' ? 1 : readPtBrNumber(stockText)?.value;
    if (stock === undefined || !Number.isSafeInteger(stock) || stock < 0) fail(H.stock, IMPORT_MESSAGES.notAStock);
    for (const header of [H.name, H.neighbourhood]) if (!isPrintableLine(cell(header))) fail(header, IMPORT_MESSAGES.invalidText);
    if (!isPrintableText(cell(H.shortDescription))) fail(H.shortDescription, IMPORT_MESSAGES.invalidText);

    // An exported listing imported again would be a second copy of it in the shop.
    if (context.existingIds.has(cell(H.id).toLowerCase())) fail(H.id, IMPORT_MESSAGES.listingExists);

    const uf = cell(H.uf).toUpperCase();
    if (uf !== '' && !UF_CODES.has(uf)) fail(H.uf, IMPORT_MESSAGES.unknownUf(cell(H.uf)));
    const cityText = cell(H.city);
    let cityId: number | null = null;
    if (cityText !== '') {
      const city = context.municipalities.find((item) => item.uf === uf && (String(item.id) === cityText || same(item.name, cityText)));
      if (uf === '') fail(H.city, IMPORT_MESSAGES.cityNeedsUf);
      else if (!city) fail(H.city, IMPORT_MESSAGES.unknownCity(cityText, uf));
      else cityId = city.id;
    }

    const specs: Record<string, string> = {};
    for (const key of table.header.filter((header) => specKeys.has(header) && cell(header) !== '')) {
      const applies = context.definitions.some(
        (definition) => definition.key === key && definition.categoryId === category?.id && (definition.subcategoryId === null || definition.subcategoryId === subcategory?.id),
      );
      if (applies) specs[key] = cell(key);
      else if (category) fail(key, IMPORT_MESSAGES.notASpecOf(subcategory ? `${category.name} / ${subcategory.name}` : category.name));
    }

    const images = readImages(cell(H.images), context.images, (message) => fail(H.images, message));
    const published = yesNo(H.published);
    const values: ProductFormValues = {
      name: cell(H.name),
      shortDescription: cell(H.shortDescription),
      description: cleanDescription(cell(H.description)),
      price: amount(H.price),
      salePrice: amount(H.salePrice),
      priceOnRequest: yesNo(H.priceOnRequest) ?? false,
      categoryId: category?.id ?? '',
      subcategoryId: subcategory?.id ?? null,
      stockQuantity: String(stock ?? 0),
      published: published ?? false,
      featured: yesNo(H.featured) ?? false,
      specs,
      uf: uf || null,
      cityId,
      neighbourhood: cell(H.neighbourhood),
    };
    const parsed = schema.safeParse(values);
    for (const issue of parsed.error?.issues ?? []) {
      const [field, key] = issue.path.map(String);
      const column = field === 'specs' ? key : COLUMN_OF_FORM_FIELD[field] ?? null;
      // A column this row already reports (an unknown category or city, an unreadable price) is reported once.
      if (issues.slice(before).some((reported) => reported.column === column)) continue;
      fail(column, field === 'specs' ? withoutLabel(issue.message, context.definitions, key) : issue.message);
    }
    if (issues.length > before || !parsed.success) continue;
    const row: ProductImportRow = { line, product: parsed.data, images };
    requestBytes += JSON.stringify({ ...row, images: [] }).length + images.length * IMAGE_URL_ALLOWANCE;
    rows.push(row);
  }
  if (requestBytes > IMPORT_LIMITS.requestBytes) issues.push({ line: 1, column: null, message: IMPORT_MESSAGES.requestTooLarge });
  return issues.length > 0 ? refused(table, issues) : { rows, issues };
}

/** Nothing to import, the problems in the file's order: by line, then by column as the header lists them. */
function refused(table: CsvTable, issues: ImportIssue[]): ImportPlan {
  const place = (issue: ImportIssue) => issue.line * (table.header.length + 1) + table.header.indexOf(issue.column ?? '') + 1;
  return { rows: [], issues: [...issues].sort((a, b) => place(a) - place(b)) };
}

/** The spec schema's message names the label; the report names the column already. */
function withoutLabel(message: string, definitions: readonly SpecDefinition[], key: string): string {
  const label = definitions.find((definition) => definition.key === key)?.label;
  return label && message.startsWith(`${label}: `) ? message.slice(label.length + 2) : message;
}

/** The pictures a cell names, in order, from the ZIP; never an address to fetch. */
function readImages(text: string, zip: ReadonlyMap<string, ZipImage> | null, fail: (message: string) => void): ProductImportRow['images'] {
  const names = text.split(CSV_LIST_SEPARATOR).map((name) => name.trim()).filter((name) => name !== '');
  if (names.length === 0) return [];
  if (names.some((name) => URL_LIKE.test(name))) {
    fail(IMPORT_MESSAGES.imageUrl);
    return [];
  }
  if (names.length > IMPORT_LIMITS.imagesPerProduct) fail(IMPORT_MESSAGES.tooManyImages);
  if (!zip) {
    fail(IMPORT_MESSAGES.imageNeedsZip);
    return [];
  }
  const images: ProductImportRow['images'][number][] = [];
  names.forEach((name, index) => {
    if (names.indexOf(name) !== index) return fail(IMPORT_MESSAGES.imageRepeated(name));
    const image = zip.get(name) ?? [...zip.values()].find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
    if (!image) return fail(IMPORT_MESSAGES.imageMissing(name));
    if ('refused' in image) return fail(IMPORT_MESSAGES.imageRefused(name, image.refused));
    images.push(image);
  });
  return images;
}
