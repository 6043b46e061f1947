import { seedUuid } from '../ids';
import type { SeedProduct } from './products';

/** The fixed OneBoss seller (migration 20261128210000): its own stock and every listing without another seller. */
export const ONEBOSS_SELLER_ID = '00000000-0000-4000-8000-000000000001';

type SellerKind = 'concessionaria' | 'imobiliaria' | 'corretor' | 'particular' | 'oneboss';

export interface SeedSeller {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly kind: SellerKind;
  readonly uf: string;
  /** IBGE municipality code. */
  readonly cityId: number;
  readonly whatsapp: string;
  readonly email: string | null;
  readonly cnpj: string | null;
  readonly creci: string | null;
  /** What OneBoss checked and how many days before the seed; null: not verified. */
  readonly verified: { readonly note: string; readonly daysAgo: number } | null;
  readonly trusted: boolean;
  /** Two colours for the generated monogram logo. */
  readonly colors: readonly [string, string];
}

type SellerOutline = Omit<SeedSeller, 'id'>;

const OUTLINE: readonly SellerOutline[] = [
  { slug: 'prime-motors-collection', name: 'Prime Motors Collection', kind: 'concessionaria', uf: 'SP', cityId: 3550308,
    whatsapp: '5511984321765', email: 'vendas@primemotors.example', cnpj: '12345678000190', creci: null,
    verified: { note: 'CNPJ, endereço da loja e procedência dos veículos', daysAgo: 47 }, trusted: true, colors: ['#1a0b0b', '#d4483b'] },
  { slug: 'villa-nobre-imoveis', name: 'Villa Nobre Imóveis', kind: 'imobiliaria', uf: 'SP', cityId: 3550308,
    whatsapp: '5511975318642', email: 'contato@villanobre.example', cnpj: '23456789000181', creci: '31457-J',
    verified: { note: 'CNPJ, CRECI-SP e endereço', daysAgo: 30 }, trusted: true, colors: ['#14110f', '#b8a07e'] },
  { slug: 'atlantica-imoveis-de-luxo', name: 'Atlântica Imóveis de Luxo', kind: 'imobiliaria', uf: 'RJ', cityId: 3304557,
    whatsapp: '5521987654321', email: 'atendimento@atlanticaimoveis.example', cnpj: '34567890000172', creci: '8842-J',
    verified: { note: 'CNPJ e CRECI-RJ', daysAgo: 12 }, trusted: false, colors: ['#0b1f33', '#7fb2d9'] },
  { slug: 'ilha-prime-imoveis', name: 'Ilha Prime Imóveis', kind: 'imobiliaria', uf: 'SC', cityId: 4205407,
    whatsapp: '5548991234567', email: null, cnpj: '45678901000163', creci: '5120-J',
    verified: null, trusted: false, colors: ['#10302a', '#6cc3a0'] },
  { slug: 'ricardo-almeida-imoveis-rurais', name: 'Ricardo Almeida Imóveis Rurais', kind: 'corretor', uf: 'GO', cityId: 5208707,
    whatsapp: '5562998765432', email: 'ricardo@almeidarural.example', cnpj: null, creci: '24871-F',
    verified: { note: 'CRECI-GO e documento de identidade', daysAgo: 60 }, trusted: false, colors: ['#2b1d0e', '#c99a4b'] },
  { slug: 'costa-verde-yachts', name: 'Costa Verde Yachts', kind: 'corretor', uf: 'RJ', cityId: 3300100,
    whatsapp: '5524999887766', email: 'brokers@costaverdeyachts.example', cnpj: '56789012000154', creci: null,
    verified: { note: 'CNPJ e registro na Capitania dos Portos', daysAgo: 21 }, trusted: true, colors: ['#04222e', '#4fb3bf'] },
  { slug: 'altitude-aviacao-executiva', name: 'Altitude Aviação Executiva', kind: 'corretor', uf: 'SP', cityId: 3550308,
    whatsapp: '5511966554433', email: 'jets@altitudeaviacao.example', cnpj: '67890123000145', creci: null,
    verified: { note: 'CNPJ e certificados das aeronaves na ANAC', daysAgo: 8 }, trusted: false, colors: ['#0d1b2a', '#8fb8de'] },
  { slug: 'maison-aurum', name: 'Maison Aurum', kind: 'corretor', uf: 'SP', cityId: 3550308,
    whatsapp: '5511955667788', email: 'boutique@maisonaurum.example', cnpj: '78901234000136', creci: null,
    verified: { note: 'CNPJ e notas fiscais de procedência', daysAgo: 15 }, trusted: false, colors: ['#1c1408', '#c9a45c'] },
  { slug: 'marcelo-tavares', name: 'Marcelo Tavares', kind: 'particular', uf: 'PR', cityId: 4106902,
    whatsapp: '5541988112233', email: null, cnpj: null, creci: null,
    verified: null, trusted: false, colors: ['#1f2326', '#9aa5ad'] },
];

const ONEBOSS: SeedSeller = {
  id: ONEBOSS_SELLER_ID, slug: 'oneboss', name: 'OneBoss', kind: 'oneboss', uf: 'SP', cityId: 3550308,
  whatsapp: '5511999999999', email: null, cnpj: null, creci: null,
  verified: null, trusted: true, colors: ['#111111', '#c9a45c'],
};

/** The demo sellers; OneBoss comes from its migration and is listed here for its logo. */
export const SEED_SELLERS: readonly SeedSeller[] = [
  ONEBOSS,
  ...OUTLINE.map((outline) => ({ ...outline, id: seedUuid('seller', outline.slug) })),
];

const bySlug = (slug: string): string => {
  const seller = SEED_SELLERS.find((candidate) => candidate.slug === slug);
  if (!seller) throw new Error(`unknown seed seller ${slug}`);
  return seller.id;
};

/** A private owner sells two classics; everything else goes by its subcategory (and city for houses). */
const BY_NAME: Readonly<Record<string, string>> = {
  'Jaguar E-Type Série 1 1963': 'marcelo-tavares',
  'Porsche 356 Speedster 1957': 'marcelo-tavares',
  'Casa Pé na Areia em Jurerê Internacional': 'ilha-prime-imoveis',
  'Apartamento na Barra Sul em Balneário Camboriú': 'ilha-prime-imoveis',
};

const BY_SUBCATEGORY: Readonly<Record<string, string>> = {
  esportivos: 'prime-motors-collection',
  'suvs-de-luxo': 'prime-motors-collection',
  lanchas: 'costa-verde-yachts',
  iates: 'costa-verde-yachts',
  veleiros: 'costa-verde-yachts',
  'jatos-executivos': 'altitude-aviacao-executiva',
  helicopteros: 'altitude-aviacao-executiva',
  'turbo-helices': 'altitude-aviacao-executiva',
  fazendas: 'ricardo-almeida-imoveis-rurais',
  rolex: 'maison-aurum',
  'patek-philippe': 'maison-aurum',
  'audemars-piguet': 'maison-aurum',
  omega: 'maison-aurum',
};

/** The seller of a demo listing: by name, then subcategory; homes by their UF; the rest is OneBoss's own stock. */
export function seedSellerOf(product: Pick<SeedProduct, 'name' | 'subcategoryType' | 'categoryValue' | 'uf'>): string {
  const slug =
    BY_NAME[product.name] ??
    BY_SUBCATEGORY[product.subcategoryType] ??
    (product.categoryValue === 'imoveis' ? (product.uf === 'RJ' ? 'atlantica-imoveis-de-luxo' : 'villa-nobre-imoveis') : 'oneboss');
  return bySlug(slug);
}
