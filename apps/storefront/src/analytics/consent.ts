import { ANALYTICS_CONSENT_COOKIE } from '@oneboss/domain';
import { startTagManager } from './tag-manager';

export type ConsentChoice = 'granted' | 'denied';

export interface ConsentState {
  /** False on the server and while hydrating: the banner waits until the stored choice is read. */
  known: boolean;
  choice: ConsentChoice | null;
  /** The banner shows while no choice is stored, or after the visitor asks to change it. */
  bannerOpen: boolean;
}

/** About six months, then the visitor is asked again (a choice should not outlive the reasons given for it). */
const CHOICE_MAX_AGE_S = 180 * 24 * 60 * 60;

/**
 * Google Consent Mode v2 signals. The banner asks about audience measurement only, so accepting
 * grants analytics storage; the advertising signals stay denied.
 */
const DENIED = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

export function readConsentCookie(cookie: string): ConsentChoice | null {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === ANALYTICS_CONSENT_COOKIE)?.[1];
  return value === 'granted' || value === 'denied' ? value : null;
}

export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${ANALYTICS_CONSENT_COOKIE}=${choice}; Path=/; Max-Age=${CHOICE_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** gtag() as Google's snippet defines it: GTM reads the arguments object itself, not an array. */
function gtag(..._args: unknown[]) {
  const win = window as DataLayerWindow;
  win.dataLayer = win.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params -- Consent Mode only recognises an Arguments object.
  win.dataLayer.push(arguments);
}

const SERVER_STATE: ConsentState = { known: false, choice: null, bannerOpen: false };
let state: ConsentState = SERVER_STATE;
/** The container to load once the visitor accepts, given by startConsentMode. */
let containerId: string | undefined;
const listeners = new Set<() => void>();

function setState(next: ConsentState) {
  state = next;
  for (const listener of listeners) listener();
}

export const consentStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => state,
  getServerSnapshot: () => SERVER_STATE,
};

function applyChoice(choice: ConsentChoice) {
  if (choice === 'granted') {
    gtag('consent', 'update', { analytics_storage: 'granted' });
    if (containerId) startTagManager(containerId);
  } else {
    gtag('consent', 'update', { analytics_storage: 'denied' });
  }
}

/**
 * Once, in the browser, before anything can load Google Tag Manager: every signal denied by
 * default, then the stored choice applied (GTM loads only after an acceptance).
 */
export function startConsentMode(container: string | undefined) {
  if (state.known) return;
  containerId = container;
  gtag('consent', 'default', DENIED);
  const choice = readConsentCookie(document.cookie);
  if (choice) applyChoice(choice);
  setState({ known: true, choice, bannerOpen: choice === null });
}

export function chooseConsent(choice: ConsentChoice) {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  if (choice !== state.choice) applyChoice(choice);
  setState({ known: true, choice, bannerOpen: false });
}

/** The footer's and the privacy page's 'Preferências de cookies'. */
export function openConsentPreferences() {
  setState({ ...state, known: true, bannerOpen: true });
}
