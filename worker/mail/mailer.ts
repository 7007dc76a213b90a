/** Outgoing mail (password-reset links). Each runtime supplies its own delivery. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Extra headers (an alert's List-Unsubscribe); mailers that cannot send them leave them out. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
