/**
 * How mail leaves a Node process (`npm start` and `npm run prices:refresh` alike): SMTP when
 * SMTP_URL is set, else the HTTP mail API when MAIL_API_KEY is, else the outbox file in the data
 * folder, so a fresh clone's reset links and price alerts can still be read.
 */
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { DEFAULT_MAIL_FROM, httpMailer } from './http-mailer.ts';
import type { Mailer } from './mailer.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

export function nodeMailer(config: Pick<Config, 'smtpUrl' | 'mailApi' | 'mailFrom'>, dataDir: string): Mailer {
  const from = config.mailFrom ?? DEFAULT_MAIL_FROM;
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, from);
  if (config.mailApi) return httpMailer(config.mailApi, from);
  return outboxMailer(join(dataDir, 'outbox.jsonl'));
}
