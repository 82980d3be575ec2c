import { LoanTermsSchema, type LoanRecord, type LoanTerms, type NewLoanRecord } from '../../../core/loans/loan-record';
import type { LoanRepository } from '../../../core/ports/repositories';
import { atomically, canonicalInstant, toDec, type RepoContext } from '../codec';
import type { LoansTable } from '../schema';

type LoanRow = Omit<LoansTable, 'id'> & { id: number };

/**
 * A row as the record: its terms read back through core's schema (a row that does not parse is a broken invariant),
 * or, for a row just written, the terms validated on the way in (`written`, by their stored text: the same value).
 */
const loanOf = (r: LoanRow, written?: ReadonlyMap<string, LoanTerms>): LoanRecord => ({
  id: Number(r.id),
  auctionId: r.auctionId,
  awardId: r.awardId,
  bidId: r.bidId,
  lotId: r.lotId,
  borrowerId: r.borrowerId,
  effectedAt: r.effectedAt,
  reportDeadline: r.reportDeadline,
  status: r.status,
  cancelledAt: r.cancelledAt,
  cancelReason: r.cancelReason,
  cancelDeadline: r.cancelDeadline,
  terms: written?.get(r.terms) ?? LoanTermsSchema.parse(JSON.parse(r.terms)),
});

const rowOf = (l: NewLoanRecord, terms: LoanTerms) => ({
  auctionId: l.auctionId,
  awardId: l.awardId,
  bidId: l.bidId,
  lotId: l.lotId,
  borrowerId: l.borrowerId,
  effectedAt: canonicalInstant(l.effectedAt),
  reportDeadline: canonicalInstant(l.reportDeadline),
  status: 'ACTIVE' as const,
  cancelledAt: null,
  cancelReason: null,
  cancelDeadline: null,
  terms: JSON.stringify(terms),
});

/** Rows per insert statement: 13 parameters each stays well under SQLite's 32,766 and PostgreSQL's 65,535. */
const INSERT_BATCH = 500;

export const createLoanRepository = (ctx: RepoContext): LoanRepository => {
  const { db } = ctx;
  const self = (c: RepoContext) => createLoanRepository(c);
  const listByAuction = async (auctionId: number) =>
    (await db.selectFrom('loans').selectAll().where('auctionId', '=', auctionId).orderBy('id').execute()).map((r) => loanOf(r));
  return {
    async insertMany(records) {
      const outer = atomically(ctx, self, (r) => r.insertMany(records));
      if (outer) return outer;
      const saved: LoanRecord[] = [];
      // In batches: a confirmation of large lots makes thousands of records, past the engines' bound-parameter limits.
      for (let i = 0; i < records.length; i += INSERT_BATCH) {
        const batch = records.slice(i, i + INSERT_BATCH);
        // Validated once: the answer takes these terms back by their text instead of parsing the rows' JSON again
        // (a confirmation of large lots writes thousands; RETURNING's order is no engine's promise, the text is).
        const written = new Map<string, LoanTerms>();
        const rows = batch.map((l) => {
          const terms = LoanTermsSchema.parse(l.terms);
          const row = rowOf(l, terms);
          written.set(row.terms, terms);
          return row;
        });
        const inserted = await db.insertInto('loans').values(rows).returningAll().execute();
        if (inserted.length !== batch.length) throw new Error('The loans insert answered fewer rows than it was given');
        saved.push(...inserted.map((r) => loanOf(r, written)));
      }
      return saved.sort((a, b) => a.id - b.id);
    },
    async cancelActive(auctionId, { at, reason, deadline }) {
      const rows = await db
        .updateTable('loans')
        .set({ status: 'CANCELLED', cancelledAt: canonicalInstant(at), cancelReason: reason, cancelDeadline: canonicalInstant(deadline) })
        .where('auctionId', '=', auctionId)
        .where('status', '=', 'ACTIVE')
        .returningAll()
        .execute();
      return rows.map((r) => loanOf(r)).sort((a, b) => a.id - b.id);
    },
    listByAuction,
    async listChangedBetween(from, to) {
      const [f, t] = [canonicalInstant(from), canonicalInstant(to)];
      const rows = await db
        .selectFrom('loans')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb.and([eb('effectedAt', '>=', f), eb('effectedAt', '<', t)]),
            eb.and([eb('cancelledAt', '>=', f), eb('cancelledAt', '<', t)]),
          ]),
        )
        .orderBy('id')
        .execute();
      return rows.map((r) => loanOf(r));
    },
    async getCollateralPct(auctionId) {
      const r = await db.selectFrom('auction_loan_settings').select('collateralPct').where('auctionId', '=', auctionId).executeTakeFirst();
      return r?.collateralPct ?? null;
    },
    async setCollateralPct(auctionId, pct) {
      await db
        .insertInto('auction_loan_settings')
        .values({ auctionId, collateralPct: toDec(pct) })
        .onConflict((oc) => oc.column('auctionId').doUpdateSet({ collateralPct: toDec(pct) }))
        .execute();
    },
  };
};
