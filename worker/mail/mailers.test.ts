import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';
import { nodeMailer } from './node-mailer.ts';

const mail = { to: 'juan@example.ph', subject: 'Reset your password', text: 'Link: http://localhost/newpassword?token=abc' };

/** A real SMTP server on loopback that keeps every message it is given. */
async function smtpInbox() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('mailers', () => {
  it('the outbox appends one JSON line per message and logs it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'pcb-mail-')), 'nested', 'outbox.jsonl');
    const lines: string[] = [];
    const mailer = outboxMailer(file, (l) => lines.push(l));
    await mailer.send(mail);
    await mailer.send({ ...mail, to: 'ana@example.ph' });
    const written = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(written.map((m) => m.to)).toEqual(['juan@example.ph', 'ana@example.ph']);
    expect(written[0]).toMatchObject(mail);
    expect(lines[0]).toContain('juan@example.ph');
  });

  it('SMTP delivers to a real SMTP server', async () => {
    const inbox = await smtpInbox();
    try {
      await smtpMailer(inbox.url, 'PC Builder PH <no-reply@pcbuilder.ph>').send(mail);
      expect(inbox.received).toHaveLength(1);
      expect(inbox.received[0]).toContain('To: juan@example.ph');
      expect(inbox.received[0]).toContain('Subject: Reset your password');
      expect(inbox.received[0]).toContain('newpassword?token=abc');
    } finally {
      await inbox.close();
    }
  });
});

describe('the HTTP mail API (the edge)', () => {
  it('posts {from, to, subject, text} with the bearer key to a real HTTP server', async () => {
    const { createServer } = await import('node:http');
    const { httpMailer } = await import('./http-mailer.ts');
    const seen: { auth: string | undefined; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body });
        res.writeHead(req.headers.authorization === 'Bearer re_test' ? 200 : 401, { 'Content-Type': 'application/json' });
        res.end('{"id":"1"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/emails`;
    try {
      await httpMailer({ url, key: 're_test' }, 'PC Builder PH <no-reply@pcbuilder.ph>').send(mail);
      expect(seen[0]!.auth).toBe('Bearer re_test');
      expect(JSON.parse(seen[0]!.body)).toEqual({ from: 'PC Builder PH <no-reply@pcbuilder.ph>', to: ['juan@example.ph'], subject: mail.subject, text: mail.text });
      await expect(httpMailer({ url, key: 'wrong' }, 'x@y.ph').send(mail)).rejects.toThrow('The mail service answered 401');
    } finally {
      server.close();
    }
  });
});

describe('nodeMailer: how npm start and the price refresh send mail', () => {
  it('SMTP when SMTP_URL is set, else the mail API, else the outbox file in the data folder', async () => {
    const inbox = await smtpInbox();
    const apiReceived: string[] = [];
    const api = createServer((req, res) => {
      let body = '';
      req.on('data', (d) => (body += d));
      req.on('end', () => (apiReceived.push(body), res.writeHead(200).end('{}')));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const mailApi = { url: `http://127.0.0.1:${(api.address() as { port: number }).port}/emails`, key: 're_test' };
    const dataDir = mkdtempSync(join(tmpdir(), 'pcb-node-mail-'));
    const outbox = join(dataDir, 'outbox.jsonl');
    try {
      await nodeMailer({ smtpUrl: inbox.url, mailApi }, dataDir).send(mail);
      expect([inbox.received.length, apiReceived.length, existsSync(outbox)]).toEqual([1, 0, false]);
      expect(inbox.received[0]).toContain('From: PC Builder PH <no-reply@localhost>');

      await nodeMailer({ mailApi, mailFrom: 'Shop <a@b.ph>' }, dataDir).send(mail);
      expect([inbox.received.length, apiReceived.length, existsSync(outbox)]).toEqual([1, 1, false]);
      expect(JSON.parse(apiReceived[0]!).from).toBe('Shop <a@b.ph>');

      await nodeMailer({}, dataDir).send(mail);
      expect([inbox.received.length, apiReceived.length]).toEqual([1, 1]);
      expect(JSON.parse(readFileSync(outbox, 'utf8').trim())).toMatchObject(mail);
    } finally {
      await inbox.close();
      api.close();
    }
  });
});
