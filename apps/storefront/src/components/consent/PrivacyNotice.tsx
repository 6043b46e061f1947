import { Link } from '@tanstack/react-router';

/**
 * The consent line under the lead and newsletter forms (newsletter-form.css). Its wording is
 * CONSENT_TEXT_VERSION (libs/domain), which libs/data stores with each row: a new wording needs a
 * new version.
 */
export function PrivacyNotice({ id, action }: { id?: string; action: 'enviar' | 'se inscrever' }) {
  return (
    <p id={id} className="privacy-notice">
      Ao {action}, você concorda com a nossa{' '}
      <Link to="/privacidade" className="privacy-notice__link">
        Política de Privacidade
      </Link>
      .
    </p>
  );
}
