import { subscribeNewsletter } from '@oneboss/data/catalogue';
import { catalogueDb } from '../queries/catalogue-db';
import { NEWSLETTER_PATH, type NewsletterPostOutcome } from '../components/newsletter/newsletter-post-outcome';
import { failedPostOutcome, fillMsOf, readPlainFormPost, seeOther } from './plain-form-post';

/**
 * The footer's newsletter form posted as a plain form, before the page's script took it over. The
 * address is subscribed as the script would (the database screens, limits and mails the
 * confirmation alike, and checks the address; one already on the list is answered as a new one) and the visitor is
 * sent to the newsletter page (303), which says what became of it.
 */
export async function receiveNewsletterFormPost(request: Request): Promise<Response> {
  const form = await readPlainFormPost(request);
  if (form instanceof Response) return form;
  const email = (form.get('email') ?? '').trim();
  let outcome: NewsletterPostOutcome = 'invalida';
  if (email) {
    try {
      await subscribeNewsletter(catalogueDb, email, { trap: form.get('company') ?? '', fillMs: fillMsOf(form) });
      outcome = 'enviada';
    } catch (error) {
      outcome = failedPostOutcome(error);
    }
  }
  return seeOther(`${NEWSLETTER_PATH}?${new URLSearchParams({ inscricao: outcome })}`);
}
