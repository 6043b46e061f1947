import type { ResourceProps } from 'react-admin';
import { PartnersTab } from './PartnersTab';

const partners: Omit<ResourceProps, 'name'> = { list: PartnersTab };

export default partners;
