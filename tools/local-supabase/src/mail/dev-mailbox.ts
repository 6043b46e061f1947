import { AsyncLocalStorage } from 'node:async_hooks';
import type { EmailDriver, EmailMessage } from '@supabase/lite';
import { htmlToText } from './html-text.js';

/** One e-mail as the development mailbox keeps it. */
export interface MailboxMessage {
  to: string;
  subject: string;
  /** The action link (`/auth/v1/verify?...`), or null for code-only mails. */
  link: string | null;
  text: string;
  sentAt: string;
}

const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify\?[^\s"'<>]+/;
const MAX_KEPT = 200;

/** The auth request being served: the API's own origin and the `redirect_to` it carries. */
export interface AuthRequestScope {
  apiOrigin: string;
  redirectTo: string | null;
}

/**
 * Lite's mailer builds the link on `site_url` (the storefront) and always sends it back there.
 * GoTrue links to its own API and puts the request's `redirect_to` in the link (`/verify`
 * checks it again); the apps rely on that to land on the screen that finishes the flow.
 */
export const authRequestScope = new AsyncLocalStorage<AuthRequestScope>();

function asGoTrueLink(link: string, scope: AuthRequestScope | undefined): string {
  if (!scope) return link;
  const lite = new URL(link.replaceAll('&amp;', '&'));
  const url = new URL(`${lite.pathname}${lite.search}`, scope.apiOrigin);
  if (scope.redirectTo) url.searchParams.set('redirect_to', scope.redirectTo);
  return url.toString();
}

/**
 * Lite's e-mail driver for development: nothing is delivered; each mail is printed as one line
 * (so `npm start` users can follow a reset link) and the recent ones are kept in memory for
 * `GET /local/v1/mail`.
 */
export class DevMailbox implements EmailDriver {
  private readonly messages: MailboxMessage[] = [];

  constructor(private readonly log: (line: string) => void) {}

  async send(message: EmailMessage): Promise<void> {
    const scope = authRequestScope.getStore();
    const body = message.html ? htmlToText(message.html) : (message.text ?? '');
    const original = body.match(VERIFY_LINK)?.[0] ?? null;
    const link = original ? asGoTrueLink(original, scope) : null;
    const text = original && link ? body.replaceAll(original, link) : body;
    this.deliver({ to: message.to, subject: message.subject, link, text });
  }

  /** Keeps and prints a mail the app itself wrote (the database's outbox), link already made. */
  deliver(message: Omit<MailboxMessage, 'sentAt'>): void {
    this.messages.push({ ...message, to: message.to.toLowerCase(), sentAt: new Date().toISOString() });
    if (this.messages.length > MAX_KEPT) this.messages.shift();
    this.log(`mail to ${message.to} "${message.subject}"${message.link ? `: ${message.link}` : ''}`);
  }

  /** The kept mails to `to` (any case), newest first; all of them without `to`. */
  list(to?: string): MailboxMessage[] {
    const wanted = to?.trim().toLowerCase();
    return this.messages.filter((message) => !wanted || message.to === wanted).reverse();
  }
}
