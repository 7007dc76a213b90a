import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';

const mail = { to: 'juan@example.ph', subject: 'Reset your password', text: 'Link: http://localhost/newpassword?token=abc' };

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
    try {
      await smtpMailer(`smtp://127.0.0.1:${port}`, 'PC Builder PH <no-reply@pcbuilder.ph>').send(mail);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: juan@example.ph');
      expect(received[0]).toContain('Subject: Reset your password');
      expect(received[0]).toContain('newpassword?token=abc');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
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
