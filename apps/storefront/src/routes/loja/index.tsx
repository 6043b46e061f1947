import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../components/catalogue/ShopPage';

export const Route = createFileRoute('/loja/')({
  component: () => <ShopPage />,
});
