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
  readonly subcategories: readonly SeedSubcategory[];
}

type SubcategoryOutline = readonly [name: string, type: string, attributes: readonly string[]];
type CategoryOutline = readonly [name: string, value: CategoryValue, subcategories: readonly SubcategoryOutline[]];

const OUTLINE: readonly CategoryOutline[] = [
  ['Automóveis', 'veiculos', [
    ['Esportivos', 'esportivos', ['Ferrari', 'Porsche', 'Lamborghini', 'McLaren']],
    ['SUVs de Luxo', 'suvs-de-luxo', ['Range Rover', 'Mercedes-Benz', 'Bentley', 'Lamborghini']],
    ['Clássicos', 'classicos', ['Mercedes-Benz', 'Jaguar', 'Porsche']],
  ]],
  ['Embarcações', 'embarcacoes', [
    ['Lanchas', 'lanchas', ['Azimut', 'Ferretti', 'Schaefer']],
    ['Iates', 'iates', ['Sunseeker', 'Princess', 'Azimut']],
    ['Veleiros', 'veleiros', ['Beneteau', 'Jeanneau']],
  ]],
  ['Aeronaves', 'aeronaves', [
    ['Jatos Executivos', 'jatos-executivos', ['Embraer', 'Cessna', 'Dassault']],
    ['Helicópteros', 'helicopteros', ['Airbus', 'Bell', 'Robinson']],
    ['Turbo-hélices', 'turbo-helices', ['Pilatus', 'Beechcraft']],
  ]],
  ['Imóveis', 'imoveis', [
    ['Casas', 'casas', ['São Paulo', 'Rio de Janeiro', 'Florianópolis']],
    ['Apartamentos', 'apartamentos', ['São Paulo', 'Rio de Janeiro', 'Balneário Camboriú']],
    ['Coberturas', 'coberturas', ['São Paulo', 'Rio de Janeiro']],
    ['Fazendas', 'fazendas', ['Minas Gerais', 'Goiás']],
  ]],
  ['Relógios', 'relogios', [
    ['Rolex', 'rolex', ['Submariner', 'Daytona', 'Datejust', 'GMT-Master II']],
    ['Patek Philippe', 'patek-philippe', ['Nautilus', 'Calatrava']],
    ['Audemars Piguet', 'audemars-piguet', ['Royal Oak', 'Royal Oak Offshore']],
    ['Omega', 'omega', ['Speedmaster', 'Seamaster']],
  ]],
  ['Decoração', 'decoracao', [
    ['Arte', 'arte', ['Pintura', 'Escultura']],
    ['Mobiliário', 'mobiliario', ['Poltronas', 'Mesas', 'Sofás', 'Iluminação']],
    ['Tapetes', 'tapetes', ['Persa', 'Contemporâneo']],
  ]],
];

function buildCategories(): SeedCategory[] {
  return OUTLINE.map(([name, value, subcategories]) => ({
    id: seedUuid('category', value),
    name,
    value,
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
