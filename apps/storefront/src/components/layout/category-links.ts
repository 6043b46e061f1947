// The six categories the footer and the 404 page link to, named here rather than read from the
// category tree: the footer is on every page, and reading the tree there would add a query and its
// data to each page's HTML (the product and static pages do not read it). The footer e2e compares
// this list with the database's.
export const CATEGORY_LINKS = [
  { value: 'veiculos', label: 'Automóveis' },
  { value: 'embarcacoes', label: 'Embarcações' },
  { value: 'aeronaves', label: 'Aeronaves' },
  { value: 'imoveis', label: 'Imóveis' },
  { value: 'relogios', label: 'Relógios' },
  { value: 'decoracao', label: 'Decoração' },
] as const;
