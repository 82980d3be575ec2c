import type { Selectable } from 'kysely';
import type { MailLogEntry, MailLogRepository } from '../../../core/ports/repositories';
import { canonicalInstant, fromTs, type RepoContext } from '../codec';
import type { MailLogTable } from '../schema';

const addresses = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

const toEntry = (r: Selectable<MailLogTable>): MailLogEntry => ({
  id: r.id,
  to: addresses(r.to_addresses),
  cc: addresses(r.cc_addresses),
  subject: r.subject,
  reference: r.reference,
  sentAt: fromTs(r.sent_at),
});

export const createMailLogRepository = ({ db }: RepoContext): MailLogRepository => ({
  async record(entry) {
    const r = await db
      .insertInto('mail_log')
      .values({
        to_addresses: JSON.stringify(entry.to),
        cc_addresses: JSON.stringify(entry.cc),
        subject: entry.subject,
        reference: entry.reference,
        sent_at: canonicalInstant(entry.sentAt),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(r);
  },
  list: async () => (await db.selectFrom('mail_log').selectAll().orderBy('id').execute()).map(toEntry),
});
