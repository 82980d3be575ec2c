import type { MailLogEntry, MailLogRepository } from '../../../core/ports/repositories';
import type { Selectable } from 'kysely';
import { canonicalInstant, type RepoContext } from '../codec';
import type { MailLogTable } from '../schema';

const addresses = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** The address lists are stored as JSON text. */
const toEntry = ({ toAddresses, ccAddresses, ...r }: Selectable<MailLogTable>): MailLogEntry => ({
  ...r,
  to: addresses(toAddresses),
  cc: addresses(ccAddresses),
});

export const createMailLogRepository = ({ db }: RepoContext): MailLogRepository => ({
  async record(entry) {
    const r = await db
      .insertInto('mail_log')
      .values({
        toAddresses: JSON.stringify(entry.to),
        ccAddresses: JSON.stringify(entry.cc),
        subject: entry.subject,
        reference: entry.reference,
        sentAt: canonicalInstant(entry.sentAt),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(r);
  },
  list: async () => (await db.selectFrom('mail_log').selectAll().orderBy('id').execute()).map(toEntry),
});
