/** A GTM container id looks like GTM-XXXXXXX; anything else is a misconfiguration, not a script to load. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

export interface TagManagerEnv {
  PROD: boolean;
  VITE_GTM_ID?: string;
}

/** The container to load, or null: only production builds with a well-formed id send analytics. */
export function tagManagerContainer(env: TagManagerEnv): string | null {
  const id = env.VITE_GTM_ID?.trim();
  if (!env.PROD || !id || !CONTAINER_ID.test(id)) return null;
  return id;
}

export function tagManagerScriptUrl(containerId: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/**
 * Injects Google Tag Manager once, in production and only after the visitor accepted
 * audience cookies (analytics/consent.ts). The script is async, so it never delays a render.
 */
export function startTagManager(containerId: string, doc: Document = document): void {
  const src = tagManagerScriptUrl(containerId);
  if (doc.querySelector(`script[src="${src}"]`)) return;
  const win = doc.defaultView as DataLayerWindow | null;
  if (win) {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.appendChild(script);
}
