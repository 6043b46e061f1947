import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicy } from '../components/static/PrivacyPolicy';

export const Route = createFileRoute('/privacidade')({
  component: PrivacyPolicy,
});
