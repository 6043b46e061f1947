import { seedUuid } from '../ids';

interface SeedAttribute {
  readonly id: string;
  readonly attribute: string;
}

interface SeedSubcategory {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly attributes: readonly SeedAttribute[];
}

export type CategoryValue = 'veiculos' | 'embarcacoes' | 'aeronaves' | 'imoveis' | 'relogios' | 'decoracao';

export interface SeedCategory {
  readonly id: string;
  readonly name: string;
  readonly value: CategoryValue;
  /** Words buyers type for the category that its listings need not hold (categories.search_terms). */
  readonly searchTerms: readonly string[];
  readonly subcategories: readonly SeedSubcategory[];
}

type SubcategoryOutline = readonly [name: string, type: string, attributes: readonly string[]];
type CategoryOutline = readonly [name: string, value: CategoryValue, searchTerms: readonly string[], subcategories: readonly SubcategoryOutline[]];

const OUTLINE: readonly CategoryOutline[] = [
  ['Automóveis', 'veiculos', ['carro', 'automóvel', 'veículo', 'auto'], [
    ['Esportivos', 'esportivos', ['Ferrari', 'Porsche', 'Lamborghini', 'McLaren']],
    ['SUVs de Luxo', 'suvs-de-luxo', ['Range Rover', 'Mercedes-Benz', 'Bentley', 'Lamborghini']],
    ['Clássicos', 'classicos', ['Mercedes-Benz', 'Jaguar', 'Porsche']],
  ]],
  ['Embarcações', 'embarcacoes', ['barco', 'embarcação', 'náutica'], [
    ['Lanchas', 'lanchas', ['Azimut', 'Ferretti', 'Schaefer']],
    ['Iates', 'iates', ['Sunseeker', 'Princess', 'Azimut']],
    ['Veleiros', 'veleiros', ['Beneteau', 'Jeanneau']],
  ]],
  ['Aeronaves', 'aeronaves', ['avião', 'aeronave', 'aviação'], [
    ['Jatos Executivos', 'jatos-executivos', ['Embraer', 'Cessna', 'Dassault']],
    ['Helicópteros', 'helicopteros', ['Airbus', 'Bell', 'Robinson']],
    ['Turbo-hélices', 'turbo-helices', ['Pilatus', 'Beechcraft']],
  ]],
  ['Imóveis', 'imoveis', ['imóvel', 'residência', 'propriedade'], [
    ['Casas', 'casas', ['São Paulo', 'Rio de Janeiro', 'Florianópolis']],
    ['Apartamentos', 'apartamentos', ['São Paulo', 'Rio de Janeiro', 'Balneário Camboriú']],
    ['Coberturas', 'coberturas', ['São Paulo', 'Rio de Janeiro']],
    ['Fazendas', 'fazendas', ['Minas Gerais', 'Goiás']],
  ]],
  ['Relógios', 'relogios', ['relógio', 'relojoaria'], [
    ['Rolex', 'rolex', ['Submariner', 'Daytona', 'Datejust', 'GMT-Master II']],
    ['Patek Philippe', 'patek-philippe', ['Nautilus', 'Calatrava']],
    ['Audemars Piguet', 'audemars-piguet', ['Royal Oak', 'Royal Oak Offshore']],
    ['Omega', 'omega', ['Speedmaster', 'Seamaster']],
  ]],
  ['Decoração', 'decoracao', ['decoração', 'design', 'móvel', 'mobília'], [
    ['Arte', 'arte', ['Pintura', 'Escultura']],
    ['Mobiliário', 'mobiliario', ['Poltronas', 'Mesas', 'Sofás', 'Iluminação']],
    ['Tapetes', 'tapetes', ['Persa', 'Contemporâneo']],
  ]],
];

function buildCategories(): SeedCategory[] {
  return OUTLINE.map(([name, value, searchTerms, subcategories]) => ({
    id: seedUuid('category', value),
    name,
    value,
    searchTerms,
    subcategories: subcategories.map(([subName, type, attributes]) => ({
      id: seedUuid('subcategory', `${value}/${type}`),
      name: subName,
      type,
      attributes: attributes.map((attribute) => ({ id: seedUuid('attribute', `${value}/${type}/${attribute}`), attribute })),
    })),
  }));
}

/** The six storefront categories in the home page's order, with subcategories and attributes. */
export const SEED_CATEGORIES: readonly SeedCategory[] = buildCategories();

export function findCategory(value: CategoryValue): SeedCategory {
  const category = SEED_CATEGORIES.find((candidate) => candidate.value === value);
  if (!category) throw new Error(`unknown seed category ${value}`);
  return category;
}
