import { createFileRoute } from '@tanstack/react-router';
import { AdminRedirect } from '../components/static/AdminRedirect';

export const Route = createFileRoute('/admin')({
  component: AdminRedirect,
});
