import type { ResourceProps } from 'react-admin';
import { LeadsTab } from './LeadsTab';

const leads: Omit<ResourceProps, 'name'> = { list: LeadsTab };

export default leads;
