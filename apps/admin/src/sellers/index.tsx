import type { ResourceProps } from 'react-admin';
import { SellerCreate, SellerEdit } from './SellerFormPages';
import { SellerPage } from './SellerPage';
import { SellersTab } from './SellersTab';

const sellers: Omit<ResourceProps, 'name'> = { list: SellersTab, show: SellerPage, create: SellerCreate, edit: SellerEdit, recordRepresentation: 'name' };

export default sellers;
