import { SHOP_SEARCH_MAX_LENGTH } from '@oneboss/domain';
import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../components/static/ContactPage';
import { env } from '../env';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/contato')({
  head: () => pageHead({ title: 'Fale Conosco | OneBoss', description: 'Procurando algo específico, querendo anunciar ou tirar uma dúvida? Um especialista da OneBoss responde em até um dia útil.', url: `${env.siteUrl}/contato` }),
  // `?procura=` comes from a shop search that found nothing; the form's message asks for it.
  validateSearch: (search: Record<string, unknown>): { procura?: string } => {
    const term = typeof search.procura === 'string' ? search.procura.trim().slice(0, SHOP_SEARCH_MAX_LENGTH) : '';
    return term ? { procura: term } : {};
  },
  component: Contact,
});

function Contact() {
  return <ContactPage searchedFor={Route.useSearch().procura} />;
}
