import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType, CSSProperties } from 'react';
import { categoriesTreeQuery } from '../../queries/categories';
import { type LineIconProps } from '../ui/Icons';
import { ChevronRightIcon } from '../ui/PageIcons';
import { BuildingIcon, CarIcon, LampIcon, PlaneIcon, WatchIcon, YachtIcon } from './CategoryIcons';
import { categoryBanners, type CategoryBanner } from './category-banners';
import { SectionHeading } from './SectionHeading';

const ICONS: Record<CategoryBanner['slug'], ComponentType<LineIconProps>> = {
  veiculos: CarIcon,
  embarcacoes: YachtIcon,
  aeronaves: PlaneIcon,
  imoveis: BuildingIcon,
  relogios: WatchIcon,
  decoracao: LampIcon,
};

/** Each category gets its own light, so the tiles read as a set without photographs. */
const GLOW: Record<CategoryBanner['slug'], string> = {
  veiculos: 'radial-gradient(120% 140% at 85% 20%, rgba(201,164,92,0.38) 0%, rgba(21,21,24,0) 55%)',
  embarcacoes: 'radial-gradient(120% 140% at 90% 90%, rgba(70,110,150,0.35) 0%, rgba(21,21,24,0) 60%)',
  aeronaves: 'radial-gradient(120% 140% at 80% 10%, rgba(180,180,200,0.22) 0%, rgba(21,21,24,0) 60%)',
  imoveis: 'radial-gradient(120% 160% at 15% 80%, rgba(201,164,92,0.32) 0%, rgba(21,21,24,0) 55%)',
  relogios: 'radial-gradient(120% 140% at 85% 85%, rgba(201,164,92,0.30) 0%, rgba(21,21,24,0) 60%)',
  decoracao: 'radial-gradient(120% 140% at 10% 15%, rgba(150,90,70,0.32) 0%, rgba(21,21,24,0) 60%)',
};

function BannerTile({ banner }: { banner: CategoryBanner }) {
  const BannerIcon = ICONS[banner.slug];
  const content = (
    <div className={banner.wide ? 'group category-tile category-tile--wide' : 'group category-tile'} style={{ '--glow': GLOW[banner.slug] } as CSSProperties}>
      <div className="category-tile__icon">
        <BannerIcon boxSize={banner.wide ? '64' : '44'} />
      </div>
      <div className="category-tile__text">
        <h3 className="category-tile__title">{banner.title}</h3>
        <p className="category-tile__tagline">{banner.tagline}</p>
        <p className="category-tile__more">
          Ver coleção <ChevronRightIcon boxSize="4" />
        </p>
      </div>
    </div>
  );
  return banner.categoryValue ? (
    // Named by its own text (title, tagline, 'Ver coleção'): a label that left part of the visible text out would fail WCAG 2.5.3.
    <Link to="/loja/$categorySlug" params={{ categorySlug: banner.categoryValue }}>
      {content}
    </Link>
  ) : (
    <Link to="/loja">
      {content}
    </Link>
  );
}

export function CategoryBanners() {
  const { data: tree = [] } = useQuery(categoriesTreeQuery());
  return (
    <section aria-labelledby="categories-title" className="home-section">
      <div className="page-container">
        <SectionHeading id="categories-title" kicker="Coleções" title="Explore por categoria" />
        <div className="category-tiles">
          {categoryBanners(tree).map((banner) => (
            <div key={banner.slug} className={banner.wide ? 'category-tiles__wide' : undefined}>
              <BannerTile banner={banner} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
