import { INFO_CENTRE_KINDS, INFO_CENTRE_SLOTS, type InfoCentreKind } from '../../../core/domain/entities';
import type { InfoCentreRepository } from '../../../core/ports/repositories';
import type { RepoContext } from '../codec';
import { assertUpdated, updateEachById } from './not-found';

/** Kinds in the order the info centre shows them: rules, assets, ops. */
const kindOrder = (k: InfoCentreKind) => INFO_CENTRE_KINDS.indexOf(k);

export const createInfoCentreRepository = (ctx: RepoContext): InfoCentreRepository => {
  const { db } = ctx;
  return {
    async listDocuments(auctionId, kind) {
      let q = db.selectFrom('info_centre_documents').selectAll().where('auctionId', '=', auctionId);
      if (kind !== undefined) q = q.where('kind', '=', kind);
      const docs = await q.execute();
      return docs.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.slot - b.slot);
    },
    getDocument: async (id) => (await db.selectFrom('info_centre_documents').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    async ensureSlots(auctionId) {
      const rows = INFO_CENTRE_KINDS.flatMap((kind) =>
        Array.from({ length: INFO_CENTRE_SLOTS[kind] }, (_, i) => ({
          auctionId,
          kind,
          slot: i + 1,
          details: '',
          displayFlag: false,
          fileName: null,
          fileKey: null,
        })),
      );
      await db
        .insertInto('info_centre_documents')
        .values(rows)
        .onConflict((oc) => oc.columns(['auctionId', 'kind', 'slot']).doNothing())
        .execute();
    },
    saveDocuments: (rows) =>
      updateEachById(ctx, rows, 'info centre document', (db, row) =>
        db.updateTable('info_centre_documents').set({ details: row.details, displayFlag: row.displayFlag }).where('id', '=', row.id).executeTakeFirst(),
      ),
    async setDocumentFile(id, fileName, fileKey) {
      assertUpdated(
        await db.updateTable('info_centre_documents').set({ fileName, fileKey }).where('id', '=', id).executeTakeFirst(),
        'info centre document',
        id,
      );
    },
  };
};
