/**
 * Mail through an HTTP API (Resend's shape: POST `{from, to, subject, text}` with a bearer key),
 * the way the Worker sends password-reset links: Workers cannot open SMTP connections.
 */
import type { Mailer } from './mailer.ts';

export const DEFAULT_MAIL_FROM = 'PC Builder PH <no-reply@localhost>';

export function httpMailer(api: { url: string; key: string }, from: string, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send(mail) {
      const res = await fetcher(api.url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${api.key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, ...(mail.headers && { headers: mail.headers }) }),
      });
      if (!res.ok) throw new Error(`The mail service answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}

/** Mail that only goes to the log: the edge's fallback when no mail API is configured. */
export const logMailer: Mailer = {
  async send(mail) {
    console.log(`[mail] not sent (no MAIL_API_KEY): to ${mail.to}: ${mail.subject}`);
  },
};
