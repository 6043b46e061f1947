import { createFileRoute } from '@tanstack/react-router';
import { TermsOfUse } from '../components/static/TermsOfUse';

export const Route = createFileRoute('/termos')({
  component: TermsOfUse,
});
