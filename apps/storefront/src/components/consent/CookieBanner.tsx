import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { chooseConsent, consentStore, startConsentMode } from '../../analytics/consent';
import { env } from '../../env';
import { useAfterHydration } from '../../hooks/use-after-hydration';

/**
 * The cookie notice (LGPD): audience measurement (Google Tag Manager) loads only after 'Aceitar';
 * 'Recusar' is as easy. A fixed overlay drawn after hydration, so the page never moves for it;
 * on phones it sits above the bottom bar, leaving its links free. Static classes (cookie-banner.css):
 * it shows on every first visit, which would otherwise build Chakra's styling system then.
 */
export function CookieBanner() {
  // The browser's choice is read once the page has hydrated, in that transition: the notice then renders in short slices.
  const afterHydration = useAfterHydration();
  const { known, bannerOpen } = useSyncExternalStore(
    consentStore.subscribe,
    afterHydration ? consentStore.getSnapshot : consentStore.getServerSnapshot,
    consentStore.getServerSnapshot,
  );
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = useRef(false);

  useEffect(() => {
    startConsentMode(env.gtmId);
  }, []);

  useEffect(() => {
    // Shown again from 'Preferências de cookies': keyboard and screen-reader users are taken to it.
    if (bannerOpen && reopened.current) heading.current?.focus();
    reopened.current = known;
  }, [bannerOpen, known]);

  if (!known || !bannerOpen) return null;
  return (
    <section aria-labelledby={titleId} aria-describedby={textId} data-testid="cookie-banner" className="cookie-banner">
      <h2 ref={heading} tabIndex={-1} id={titleId} className="cookie-banner__title">
        Sua privacidade
      </h2>
      <p id={textId} className="cookie-banner__text">
        Usamos cookies essenciais para o site funcionar e, se você permitir, cookies de medição de audiência (Google
        Analytics, pelo Google Tag Manager) para entender como o site é usado. Saiba mais na{' '}
        <Link to="/privacidade" className="cookie-banner__link">
          Política de Privacidade
        </Link>
        .
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--outline" onClick={() => chooseConsent('denied')}>
          Recusar
        </button>
        <button type="button" className="button button--solid" onClick={() => chooseConsent('granted')}>
          Aceitar
        </button>
      </div>
    </section>
  );
}
