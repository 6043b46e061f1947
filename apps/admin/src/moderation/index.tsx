import type { ResourceProps } from 'react-admin';
import { ModerationList } from './ModerationList';

const productRevisions: Omit<ResourceProps, 'name'> = { list: ModerationList };

export default productRevisions;
