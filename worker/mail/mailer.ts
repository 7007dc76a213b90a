/** Outgoing mail (password-reset links). Each runtime supplies its own delivery. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
