import type { MailMessage } from '../domain/entities';

export interface SentMail {
  /** SMTP message id, or the outbox file name when written to disk. */
  reference: string;
}

/** Raised by a mailer when a recipient address is rejected (maps to the spec's invalid-address message). */
export class InvalidAddressError extends Error {
  constructor(readonly address: string) {
    super(`Invalid e-mail address: ${address}`);
    this.name = 'InvalidAddressError';
  }
}

/** Sends e-mail: SMTP when configured, otherwise .eml files in the outbox folder. */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}
