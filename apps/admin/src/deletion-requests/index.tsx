import type { ResourceProps } from 'react-admin';
import { DeletionRequestList } from './DeletionRequestList';
import { DeletionRequestShow } from './DeletionRequestShow';

const deletionRequests: Omit<ResourceProps, 'name'> = { list: DeletionRequestList, show: DeletionRequestShow, recordRepresentation: 'email' };

export default deletionRequests;
