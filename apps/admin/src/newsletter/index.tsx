import type { ResourceProps } from 'react-admin';
import { NewsletterList } from './NewsletterList';

const newsletterSubscribers: Omit<ResourceProps, 'name'> = { list: NewsletterList, recordRepresentation: 'email' };

export default newsletterSubscribers;
