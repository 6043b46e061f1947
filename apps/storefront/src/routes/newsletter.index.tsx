import { createFileRoute } from '@tanstack/react-router';
import { NewsletterResultPage } from '../components/newsletter/NewsletterResultPage';
import { isNewsletterPostOutcome, type NewsletterPostOutcome } from '../components/newsletter/newsletter-post-outcome';
import { env } from '../env';
import { receiveNewsletterFormPost } from '../server/newsletter-form-post';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/newsletter/')({
  // `?inscricao=` is what became of the footer's form posted before the page's script ran.
  validateSearch: (search: Record<string, unknown>): { inscricao?: NewsletterPostOutcome } => ({
    inscricao: isNewsletterPostOutcome(search.inscricao) ? search.inscricao : undefined,
  }),
  server: { handlers: { POST: ({ request }) => receiveNewsletterFormPost(request) } },
  head: () => pageHead({ title: 'Newsletter | OneBoss', description: 'Inscreva-se na newsletter da OneBoss.', url: `${env.siteUrl}/newsletter`, noindex: true }),
  component: NewsletterRoute,
});

function NewsletterRoute() {
  return <NewsletterResultPage outcome={Route.useSearch().inscricao} />;
}
