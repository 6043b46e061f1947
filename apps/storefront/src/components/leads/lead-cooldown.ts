/** Minimum wait between two contact messages from one browser. */
export const LEAD_COOLDOWN_MS = 30_000;

const STORAGE_KEY = 'oneboss:lead-last-sent-at';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Milliseconds left before this browser may send another message; 0 when it may send now.
 * A missing, unreadable or future timestamp never blocks (a first real message must always go).
 */
export function leadCooldownRemaining(storage: KeyValueStorage | null, now: number): number {
  const raw = readSafely(storage);
  if (raw === null) return 0;
  const lastSentAt = Number(raw);
  if (!Number.isFinite(lastSentAt) || lastSentAt > now) return 0;
  return Math.max(0, lastSentAt + LEAD_COOLDOWN_MS - now);
}

export function recordLeadSent(storage: KeyValueStorage | null, now: number): void {
  try {
    storage?.setItem(STORAGE_KEY, String(now));
  } catch {
    // Private mode or a full quota: the server-side limits still apply.
  }
}

export function cooldownMessage(remainingMs: number): string {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return `Você acabou de enviar uma mensagem. Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para enviar outra.`;
}

/** localStorage when the browser allows it; some privacy modes throw on access. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readSafely(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
