/**
 * SQLite: an entry inserted into `audit_ledger` moves its auction's head (`audit_heads`) in the same
 * statement, by a trigger, instead of a second statement after it. The move is a compare-and-set as
 * before: the head must stand at the entry's sequence number minus one, else the insert is aborted
 * ("The ledger head moved during an append"), so a fork still cannot commit. Several entries inserted
 * by one statement move the head one after another, in the order they are listed.
 * PostgreSQL moves the head in the append's own statement already (data-modifying CTEs): nothing here.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine, StoredDatabase } from '../schema';

export const ledgerHeadTrigger = (engine: Engine): Migration => ({
  async up(db: Kysely<StoredDatabase>) {
    if (engine !== 'sqlite') return;
    await sql`create trigger audit_ledger_moves_head after insert on audit_ledger
      begin
        update audit_heads set seq = new.seq, hash = new.hash where auction_id = new.auction_id and seq = new.seq - 1;
        select raise(abort, 'The ledger head moved during an append')
          where not exists (select 1 from audit_heads where auction_id = new.auction_id and seq = new.seq and hash = new.hash);
      end`.execute(db);
  },
});
