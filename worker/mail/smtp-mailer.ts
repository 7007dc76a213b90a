/** Mail over SMTP when SMTP_URL is set (e.g. smtps://user:pass@smtp.example.com:465). */
import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.headers && { headers: mail.headers }) });
    },
  };
}
