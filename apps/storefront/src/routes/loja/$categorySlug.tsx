import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../components/catalogue/ShopPage';

export const Route = createFileRoute('/loja/$categorySlug')({
  component: CategoryShop,
});

function CategoryShop() {
  const { categorySlug } = Route.useParams();
  return <ShopPage categorySlug={categorySlug} />;
}
