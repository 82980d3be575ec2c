import type { Selectable } from 'kysely';
import { INFO_CENTRE_KINDS, INFO_CENTRE_SLOTS, type InfoCentreDocument, type InfoCentreKind } from '../../../core/domain/entities';
import type { InfoCentreRepository } from '../../../core/ports/repositories';
import { atomically, fromBool, toBool, type RepoContext } from '../codec';
import type { InfoCentreDocumentsTable } from '../schema';
import { assertUpdated } from './not-found';

const toDocument = (r: Selectable<InfoCentreDocumentsTable>): InfoCentreDocument => ({
  id: r.id,
  auctionId: r.auction_id,
  kind: r.kind as InfoCentreKind,
  slot: r.slot,
  details: r.details,
  displayFlag: fromBool(r.display_flag),
  fileName: r.file_name,
  fileKey: r.file_key,
});

/** Kinds in the order the info centre shows them: rules, assets, ops. */
const kindOrder = (k: InfoCentreKind) => INFO_CENTRE_KINDS.indexOf(k);

export const createInfoCentreRepository = (ctx: RepoContext): InfoCentreRepository => {
  const { db, engine } = ctx;
  const self = (c: RepoContext) => createInfoCentreRepository(c);
  return {
    async listDocuments(auctionId, kind) {
      let q = db.selectFrom('info_centre_documents').selectAll().where('auction_id', '=', auctionId);
      if (kind !== undefined) q = q.where('kind', '=', kind);
      const docs = (await q.execute()).map(toDocument);
      return docs.sort((a, b) => kindOrder(a.kind) - kindOrder(b.kind) || a.slot - b.slot);
    },
    async getDocument(id) {
      const r = await db.selectFrom('info_centre_documents').selectAll().where('id', '=', id).executeTakeFirst();
      return r ? toDocument(r) : null;
    },
    async ensureSlots(auctionId) {
      const rows = INFO_CENTRE_KINDS.flatMap((kind) =>
        Array.from({ length: INFO_CENTRE_SLOTS[kind] }, (_, i) => ({
          auction_id: auctionId,
          kind,
          slot: i + 1,
          details: '',
          display_flag: toBool(engine, false),
          file_name: null,
          file_key: null,
        })),
      );
      await db
        .insertInto('info_centre_documents')
        .values(rows)
        .onConflict((oc) => oc.columns(['auction_id', 'kind', 'slot']).doNothing())
        .execute();
    },
    async saveDocuments(rows) {
      if (rows.length === 0) return;
      const outer = atomically(ctx, self, (r) => r.saveDocuments(rows));
      if (outer) return outer;
      for (const row of rows) {
        assertUpdated(
          await db
            .updateTable('info_centre_documents')
            .set({ details: row.details, display_flag: toBool(engine, row.displayFlag) })
            .where('id', '=', row.id)
            .executeTakeFirst(),
          'info centre document',
          row.id,
        );
      }
    },
    async setDocumentFile(id, fileName, fileKey) {
      assertUpdated(
        await db.updateTable('info_centre_documents').set({ file_name: fileName, file_key: fileKey }).where('id', '=', id).executeTakeFirst(),
        'info centre document',
        id,
      );
    },
  };
};
