import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { nodeMailer } from './node-mailer.ts';

const mail = { to: 'juan@example.ph', subject: 'Reset your password', text: 'Link: http://localhost/newpassword?token=abc' };

/** A real SMTP server and a real mail API on loopback, each counting what reaches it. */
async function servers() {
  const smtpReceived: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => (smtpReceived.push(data), done()));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const apiReceived: string[] = [];
  const api = createServer((req, res) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => (apiReceived.push(body), res.writeHead(200).end('{}')));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    mailApi: { url: `http://127.0.0.1:${(api.address() as { port: number }).port}/emails`, key: 're_test' },
    smtpReceived,
    apiReceived,
    close: () => Promise.all([new Promise((r) => smtp.close(() => r(null))), new Promise((r) => api.close(() => r(null)))]),
  };
}

describe('nodeMailer: how npm start and the price refresh send mail', () => {
  it('SMTP when SMTP_URL is set, else the mail API, else the outbox file in the data folder', async () => {
    const s = await servers();
    const dataDir = mkdtempSync(join(tmpdir(), 'pcb-node-mail-'));
    const outbox = join(dataDir, 'outbox.jsonl');
    try {
      await nodeMailer({ smtpUrl: s.smtpUrl, mailApi: s.mailApi }, dataDir).send(mail);
      expect([s.smtpReceived.length, s.apiReceived.length, existsSync(outbox)]).toEqual([1, 0, false]);
      expect(s.smtpReceived[0]).toContain('From: PC Builder PH <no-reply@localhost>');

      await nodeMailer({ mailApi: s.mailApi, mailFrom: 'Shop <a@b.ph>' }, dataDir).send(mail);
      expect([s.smtpReceived.length, s.apiReceived.length, existsSync(outbox)]).toEqual([1, 1, false]);
      expect(JSON.parse(s.apiReceived[0]!).from).toBe('Shop <a@b.ph>');

      await nodeMailer({}, dataDir).send(mail);
      expect([s.smtpReceived.length, s.apiReceived.length]).toEqual([1, 1]);
      expect(JSON.parse(readFileSync(outbox, 'utf8').trim())).toMatchObject(mail);
    } finally {
      await s.close();
    }
  });
});
