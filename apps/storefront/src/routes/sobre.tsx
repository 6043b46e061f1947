import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../components/static/AboutPage';

export const Route = createFileRoute('/sobre')({
  component: AboutPage,
});
