import { useEffect, useId, useState, type FormEvent } from 'react';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_LOCK_MS } from '@oneboss/domain';
import { toaster } from '../ui/Toaster';
import { CheckIcon } from './CheckIcon';
import { subscribeEmail } from './subscribe-email';
import { PrivacyNotice } from '../consent/PrivacyNotice';
import { Honeypot } from '../leads/Honeypot';
import { useFormEvidence } from '../leads/use-form-evidence';
import { FormOpenedAt } from '../leads/FormOpenedAt';
import { useTypedBeforeScript } from '../leads/typed-before-script';
import { NEWSLETTER_FORM_ID, NEWSLETTER_PATH } from './newsletter-post-outcome';

type Phase = 'idle' | 'loading' | 'success';

/** The footer's newsletter sign-up (idle, 'Inscrevendo...', then 'Enviado' locked for 5 s while the confirmation mail goes out). */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [phase, setPhase] = useState<Phase>('idle');
  // The inline line repeats the latest toast, so the two always tell the same outcome.
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const inputId = useId();
  const statusId = useId();
  // The trap and the time since the form first rendered, for the server's bot screening.
  const { trapRef, evidence } = useFormEvidence();
  // An address typed before the script ran stays in the field.
  useTypedBeforeScript(NEWSLETTER_FORM_ID, ['email'] as const, (typed) => {
    if (typed.email) setEmail(typed.email);
  });

  useEffect(() => {
    if (phase !== 'success') return undefined;
    const timer = window.setTimeout(() => {
      setPhase('idle');
      setStatus(null);
    }, NEWSLETTER_SUCCESS_LOCK_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || phase !== 'idle') return;
    setPhase('loading');
    setStatus(null);
    const outcome = await subscribeEmail(trimmed, await evidence());
    if (outcome.kind === 'failed') {
      toaster.create({ type: 'error', title: NEWSLETTER_MESSAGES.failedTitle, description: outcome.message });
      setStatus({ tone: 'error', text: outcome.message });
      setPhase('idle');
      return;
    }
    // The address is on the list once its owner follows the mailed link.
    const { title, description } = NEWSLETTER_MESSAGES.confirmationSent;
    toaster.create({ type: 'success', title, description: description(trimmed) });
    setEmail('');
    setStatus({ tone: 'success', text: description(trimmed) });
    setPhase('success');
  }

  const locked = phase !== 'idle';

  return (
    // Before the script runs it is a plain form, posted to the newsletter page. Plain elements with
    // the classes of newsletter-form.css and button.css (see there why).
    <form id={NEWSLETTER_FORM_ID} method="post" action={NEWSLETTER_PATH} onSubmit={handleSubmit} aria-label="Newsletter" className="newsletter-form">
      <label htmlFor={inputId} className="visually-hidden">
        Seu e-mail
      </label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          className="field newsletter-form__email"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Seu melhor e-mail"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={locked}
          aria-describedby={statusId}
        />
        <button type="submit" className="button button--lg button--solid newsletter-form__submit" disabled={locked}>
          {phase === 'loading' ? NEWSLETTER_MESSAGES.subscribing : null}
          {phase === 'success' ? (
            <>
              <CheckIcon />
              Enviado
            </>
          ) : null}
          {phase === 'idle' ? 'Inscrever-se' : null}
        </button>
      </div>
      <p id={statusId} role="status" className={status?.tone === 'error' ? 'newsletter-form__status newsletter-form__status--error' : 'newsletter-form__status'}>
        {status?.text}
      </p>
      <Honeypot ref={trapRef} name="company" />
      <FormOpenedAt />
      <PrivacyNotice action="se inscrever" />
    </form>
  );
}
