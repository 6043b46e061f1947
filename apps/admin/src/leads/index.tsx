import type { ResourceProps } from 'react-admin';
import { LeadShow } from './LeadShow';
import { LeadsBoardPage } from './LeadsBoardPage';

const leads: Omit<ResourceProps, 'name'> = { list: LeadsBoardPage, show: LeadShow };

export default leads;
