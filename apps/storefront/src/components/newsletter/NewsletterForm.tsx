import { useEffect, useId, useState, type FormEvent } from 'react';
import { Box, Button, Text, chakra } from '@chakra-ui/react';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SUCCESS_LOCK_MS } from '@oneboss/domain';
import { toaster } from '../ui/Toaster';
import { CheckIcon } from './CheckIcon';
import { subscribeEmail } from './subscribe-email';
import { Input } from '../ui/Input';
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
    // Before the script runs it is a plain form, posted to the newsletter page.
    <chakra.form id={NEWSLETTER_FORM_ID} method="post" action={NEWSLETTER_PATH} onSubmit={handleSubmit} aria-label="Newsletter" width="full">
      <chakra.label htmlFor={inputId} srOnly>
        Seu e-mail
      </chakra.label>
      <Box display="flex" gap={2} flexDirection={{ base: 'column', sm: 'row' }}>
        <Input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="Seu melhor e-mail"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          disabled={locked}
          aria-describedby={statusId}
          // In the phone's column a zero flex basis collapsed the field to its text's height.
          flex={{ base: 'none', sm: '1' }}
          size="lg"
        />
        <Button type="submit" size="lg" disabled={locked} minW="8.5rem" flexShrink={0}>
          {phase === 'loading' ? NEWSLETTER_MESSAGES.subscribing : null}
          {phase === 'success' ? (
            <>
              <CheckIcon />
              Enviado
            </>
          ) : null}
          {phase === 'idle' ? 'Inscrever-se' : null}
        </Button>
      </Box>
      <Text id={statusId} role="status" fontSize="sm" color={status?.tone === 'error' ? 'fg.error' : 'fg.muted'} mt={2} minH="1.25rem">
        {status?.text}
      </Text>
      <Honeypot ref={trapRef} name="company" />
      <FormOpenedAt />
      <PrivacyNotice action="se inscrever" />
    </chakra.form>
  );
}
