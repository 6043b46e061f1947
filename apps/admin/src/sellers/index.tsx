import type { ResourceProps } from 'react-admin';
import { SellerPage } from './SellerPage';
import { SellersTab } from './SellersTab';

const sellers: Omit<ResourceProps, 'name'> = { list: SellersTab, show: SellerPage, recordRepresentation: 'name' };

export default sellers;
