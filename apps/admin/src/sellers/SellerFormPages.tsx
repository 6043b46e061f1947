import { useNavigate, useParams } from 'react-router-dom';
import { SellerFormDialog } from './SellerFormDialog';

/** /sellers/create: the new seller's dialog over the Vendedores list's route; closing goes back to the list. */
export function SellerCreate() {
  const navigate = useNavigate();
  return <SellerFormDialog route={{ mode: 'create' }} onClose={() => navigate('/sellers')} />;
}

/** /sellers/:id: a seller's form; closing goes to its page. */
export function SellerEdit() {
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  return <SellerFormDialog route={{ mode: 'edit', sellerId: id }} onClose={() => navigate(`/sellers/${id}/show`)} />;
}
