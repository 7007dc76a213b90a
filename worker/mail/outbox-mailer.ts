/**
 * The default mailer: appends each message to an outbox file (one JSON object a line) and logs
 * it, so a developer can follow a reset link without a mail server and tests can read it.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Mailer } from './mailer.ts';

export function outboxMailer(file: string, log: (line: string) => void = console.log): Mailer {
  return {
    async send(mail) {
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify({ ...mail, sentAt: new Date().toISOString() })}\n`);
      log(`[mail] to ${mail.to}: ${mail.subject} (written to ${file})`);
    },
  };
}
