import { readSearchTerm } from '@oneboss/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../components/static/ContactPage';
import { env } from '../env';
import { leadPostSearch, type LeadPostOutcome } from '../leads/lead-post-outcome';
import { receiveLeadFormPost } from '../server/lead-form-post';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/contato')({
  head: () => pageHead({ title: 'Fale Conosco | OneBoss', description: 'Procurando algo específico, querendo anunciar ou tirar uma dúvida? Um especialista da OneBoss responde em até um dia útil.', url: `${env.siteUrl}/contato` }),
  // `?procura=` comes from a shop search that found nothing; the form's message asks for it.
  // `?mensagem=` is what became of the form posted before the page's script ran.
  // `procura` is always set, undefined when nothing printable is left: a key left out would keep
  // the address's own value in the page's search, control characters and all.
  validateSearch: (search: Record<string, unknown>): { procura?: string; mensagem?: LeadPostOutcome } => ({
    procura: readSearchTerm(search.procura),
    ...leadPostSearch(search),
  }),
  server: {
    handlers: {
      POST: ({ request }) => {
        const term = readSearchTerm(new URL(request.url).searchParams.get('procura'));
        return receiveLeadFormPost(request, { productId: null, returnPath: '/contato', keep: term ? { procura: term } : {} });
      },
    },
  },
  component: Contact,
});

function Contact() {
  return <ContactPage searchedFor={Route.useSearch().procura} />;
}
