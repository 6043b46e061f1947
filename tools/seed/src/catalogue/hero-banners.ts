import { seedUuid } from '../ids';
import type { CategoryValue } from './categories';

export interface SeedHeroBanner {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly sortOrder: number;
  /** The category whose scene the generated picture shows. */
  readonly scene: CategoryValue;
}

/** The home page's three hero slides; the first carries the marketplace's headline and tagline. */
export const SEED_HERO_BANNERS: readonly SeedHeroBanner[] = [
  { title: 'O 1º Marketplace de Luxo do Brasil', subtitle: 'Seu sonho, Nossa missão.', scene: 'veiculos' },
  { title: 'Navegue com exclusividade', subtitle: 'Lanchas, iates e veleiros selecionados.', scene: 'embarcacoes' },
  { title: 'Endereços que inspiram', subtitle: 'Casas, coberturas e fazendas de alto padrão.', scene: 'imoveis' },
].map((banner, index) => ({ ...banner, id: seedUuid('heroBanner', banner.title), sortOrder: index }) as SeedHeroBanner);
