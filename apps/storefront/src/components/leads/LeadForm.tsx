import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearch } from '@tanstack/react-router';
import { useForm, type Resolver } from 'react-hook-form';
import { Field } from '@ark-ui/react/field';
import { FIELD_MAX_LENGTHS, LEAD_MESSAGES, type LeadInput } from '@oneboss/domain';
import { toaster } from '../ui/Toaster';
import { FormField } from '../auth/FormField';
import { Honeypot } from './Honeypot';
import { browserStorage, cooldownMessage, leadCooldownRemaining, recordLeadSent } from './lead-cooldown';
import { sendLead, type ChallengeNeed } from './send-lead';
import { ChallengeUnavailable, LeadChallenge } from './LeadChallenge';
import { useFormEvidence } from './use-form-evidence';
import { useTypedBeforeScript } from './typed-before-script';
import { FormOpenedAt } from './FormOpenedAt';
import { PrivacyNotice } from '../consent/PrivacyNotice';
import { useSignedInContact } from '../account/use-signed-in-contact';
import { LEAD_FORM_ID, LEAD_OUTCOME_ID, LEAD_SENT, isLeadPostOutcome, leadPostNotice } from '../../leads/lead-post-outcome';

interface LeadFormProps {
  /** The product the visitor asks about; stored with the lead. */
  productId?: string;
  productName?: string;
  /** A shop search that found nothing: the message asks the team for it. */
  searchedFor?: string;
}

/** The visitor's part of a lead; the product comes from the props. */
type LeadFormValues = Omit<LeadInput, 'productId'>;
const LEAD_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof LeadFormValues)[];

// zod and the lead schema load when the form is first checked, fetched on its first focus, not
// with the page: building the schemas was a long task on a phone right after the page loaded.
const loadResolver = () => import('./lead-form-resolver').then((module) => module.leadFormResolver);
const resolver: Resolver<LeadFormValues> = async (values, context, options) => (await loadResolver())(values, context, options);

/** A contact message to the concierge (a lead), from /contato or a product's "Tenho interesse". */
export function LeadForm({ productId, productName, searchedFor }: LeadFormProps) {
  const { trapRef, evidence } = useFormEvidence();
  const noticeId = useId();
  // A form posted before the script ran comes back with its outcome in the address.
  const posted: unknown = useSearch({ strict: false }).mensagem;
  const [notice, setNotice] = useState<{ tone: 'success' | 'wait'; text: string } | null>(isLeadPostOutcome(posted) ? leadPostNotice(posted) : null);
  // Until the script runs the browser checks the required fields itself; then the schema does.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  // Past the hourly caps the server asks for a challenge (or, with none configured, to come back
  // later); until then a buyer never sees one.
  const [challenge, setChallenge] = useState<ChallengeNeed | null>(null);
  const [challengeToken, setChallengeToken] = useState<string | null>(null);
  const onChallengeSolved = useCallback((token: string | null) => setChallengeToken(token), []);
  const templateMessage = productName
    ? `Olá, tenho interesse no produto "${productName}" e gostaria de mais informações.`
    : searchedFor
      ? `Olá, procurei "${searchedFor}" na loja e não encontrei. Vocês conseguem encontrar para mim?`
      : '';
  const {
    register,
    handleSubmit,
    reset,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues>({
    resolver,
    defaultValues: { name: '', email: '', phone: '', message: templateMessage },
  });

  // Registering the fields writes the defaults back into the page; the buyer's words are put back.
  useTypedBeforeScript(LEAD_FORM_ID, LEAD_FIELDS, (typed) => {
    for (const field of LEAD_FIELDS) {
      const value = typed[field];
      if (value !== undefined && value !== getValues(field)) setValue(field, value);
    }
  });

  // A signed-in buyer's form comes filled with their contact; whatever was already typed stays, and
  // so does the field the buyer is in: written under their cursor, the address they then typed
  // would join the one filled in ('ana@x.comana@x.com').
  const contact = useSignedInContact();
  useEffect(() => {
    if (!contact) return;
    for (const field of ['name', 'email', 'phone'] as const) {
      const inUse = formRef.current?.elements.namedItem(field) === document.activeElement;
      if (!getValues(field) && contact[field] && !inUse) setValue(field, contact[field]);
    }
  }, [contact, getValues, setValue]);

  const limits = FIELD_MAX_LENGTHS.leads;
  const messageLength = watch('message').length;

  const submit = handleSubmit(async (values) => {
    const storage = browserStorage();
    const remaining = leadCooldownRemaining(storage, Date.now());
    if (remaining > 0) {
      setNotice({ tone: 'wait', text: cooldownMessage(remaining) });
      return;
    }
    setNotice(null);
    const outcome = await sendLead({ ...values, productId: productId ?? null }, { ...(await evidence()), challengeToken });
    if (!outcome.ok) {
      if (outcome.challenge) setChallenge(outcome.challenge);
      toaster.create({ type: 'error', title: LEAD_MESSAGES.sendFailed, description: outcome.message });
      return;
    }
    setChallenge(null);
    setChallengeToken(null);
    recordLeadSent(storage, Date.now());
    toaster.create({ type: 'success', title: LEAD_SENT.title, description: LEAD_SENT.description });
    // The buyer's contact and the listing's message stay, ready for another question.
    reset({ name: contact?.name ?? '', email: contact?.email ?? '', phone: contact?.phone ?? '', message: templateMessage });
    setNotice({ tone: 'success', text: `${LEAD_SENT.title}. ${LEAD_SENT.description}` });
  });

  // Static classes (lead-form.css, form-field.css) rather than Chakra's elements: on a product page
  // the form hydrates as it scrolls into view, and building Chakra's styling system then was a long
  // task on a phone just as the buyer reached it.
  return (
    <form
      ref={formRef}
      id={LEAD_FORM_ID}
      method="post"
      onSubmit={submit}
      onFocus={() => void loadResolver()}
      className="lead-form"
      aria-label={productName ? `Tenho interesse: ${productName}` : 'Fale conosco'}>
      {productName ? (
        <div className="lead-form__product">
          <p className="lead-form__product-label">Produto de interesse</p>
          <p className="lead-form__product-name">{productName}</p>
        </div>
      ) : null}
      <FormField label="Nome" required error={errors.name?.message}>
        <Field.Input className="field field--md" autoComplete="name" maxLength={limits.name} {...register('name')} />
      </FormField>
      <div className="lead-form__row">
        <FormField label="E-mail" required error={errors.email?.message}>
          <Field.Input className="field field--md" type="email" autoComplete="email" inputMode="email" maxLength={limits.email} {...register('email')} />
        </FormField>
        <FormField label="Telefone / WhatsApp" required error={errors.phone?.message} helperText="Com DDD, ex.: (11) 99999-9999">
          <Field.Input className="field field--md" type="tel" autoComplete="tel" inputMode="tel" maxLength={limits.phone} {...register('phone')} />
        </FormField>
      </div>
      <FormField label="Mensagem" required error={errors.message?.message} count={{ length: messageLength, max: limits.message }}>
        <Field.Textarea className="field field--md field--textarea" rows={5} maxLength={limits.message} defaultValue={templateMessage} {...register('message')} />
      </FormField>
      <Honeypot ref={trapRef} />
      <FormOpenedAt />
      {challenge === 'required' ? <LeadChallenge onSolved={onChallengeSolved} /> : null}
      {challenge === 'unavailable' ? <ChallengeUnavailable /> : null}
      <PrivacyNotice id={noticeId} action="enviar" />
      <button
        type="submit"
        className="button button--lg button--solid lead-form__submit"
        aria-describedby={noticeId}
        disabled={isSubmitting}
        data-loading={isSubmitting ? '' : undefined}>
        {isSubmitting ? (
          <>
            <span className="button-spinner" />
            Enviando...
          </>
        ) : (
          'Enviar mensagem'
        )}
      </button>
      <p id={LEAD_OUTCOME_ID} role="status" className="lead-form__status" data-tone={notice?.tone}>
        {notice?.text ?? ''}
      </p>
    </form>
  );
}
