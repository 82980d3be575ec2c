import type { Selectable } from 'kysely';
import type { MailLogEntry, MailLogRepository } from '../../../core/ports/repositories';
import { canonicalInstant, type RepoContext } from '../codec';
import type { MailLogTable } from '../schema';

const addresses = (json: string): string[] => {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.map(String) : [];
};

/** Address lists are stored as JSON text (one column each). */
const toEntry = ({ toAddresses, ccAddresses, ...r }: Selectable<MailLogTable>): MailLogEntry => ({
  ...r,
  to: addresses(toAddresses),
  cc: addresses(ccAddresses),
});

export const createMailLogRepository = ({ db }: RepoContext): MailLogRepository => ({
  async record({ to, cc, subject, reference, sentAt }) {
    const r = await db
      .insertInto('mailLog')
      .values({ toAddresses: JSON.stringify(to), ccAddresses: JSON.stringify(cc), subject, reference, sentAt: canonicalInstant(sentAt) })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(r);
  },
  list: async () => (await db.selectFrom('mailLog').selectAll().orderBy('id').execute()).map(toEntry),
});
