import type { Id, Instant } from '../../domain/entities';

export interface MailLogEntry {
  id: Id;
  to: string[];
  cc: string[];
  subject: string;
  /** Where the transport put it: an SMTP message id or an outbox file name. */
  reference: string;
  sentAt: Instant;
}

/** The e-mail outbox table: every message the mailer sent, for audit and `sla outbox`. */
export interface MailLogRepository {
  record(entry: Omit<MailLogEntry, 'id'>): Promise<MailLogEntry>;
  list(): Promise<MailLogEntry[]>;
}
