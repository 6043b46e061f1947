import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../components/static/ContactPage';

export const Route = createFileRoute('/contato')({
  component: ContactPage,
});
