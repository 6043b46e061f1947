import { openConsentPreferences } from '../../analytics/consent';

/**
 * Reopens the cookie notice so the visitor can change their choice (footer and privacy policy).
 * A plain button styled by its caller's class: the footer hydrates it on every page.
 */
export function CookiePreferencesButton({ className }: { className: string }) {
  return (
    <button type="button" className={`cookie-preferences-button ${className}`} onClick={openConsentPreferences}>
      Preferências de cookies
    </button>
  );
}
