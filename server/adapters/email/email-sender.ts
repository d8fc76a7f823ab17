import 'server-only';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** What the identity domain needs from an e-mail provider; the sandbox and the HTTP adapter implement it. */
export interface EmailSender {
  readonly name: string;
  /** Resolves when the provider accepted the message; rejects when it did not. */
  send(message: EmailMessage): Promise<void>;
}
