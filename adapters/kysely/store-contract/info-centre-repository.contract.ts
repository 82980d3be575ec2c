import { describe, expect, it } from 'vitest';
import { ReferenceError_ } from '../../../core/ports/repositories';
import { MISSING, expectRejects, type StoreKit } from './kit.test-kit';

/** The information centre documents. */
export function infoCentreRepositoryContract(kit: StoreKit): void {
  const { auction } = kit;
  describe('info centre', () => {
    it('creates the 16 slots once, ordered rules, assets, ops by slot', async () => {
      const a = await auction();
      await kit.store.infoCentre.ensureSlots(a.id);
      await kit.store.infoCentre.ensureSlots(a.id);
      const docs = await kit.store.infoCentre.listDocuments(a.id);
      expect(docs.map((d) => `${d.kind}${d.slot}`)).toEqual([
        ...[1, 2, 3, 4, 5].map((s) => `rules${s}`),
        ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((s) => `assets${s}`),
        ...[1, 2].map((s) => `ops${s}`),
      ]);
      expect(docs[0]).toMatchObject({ auctionId: a.id, details: '', displayFlag: false, fileName: null, fileKey: null });
      expect((await kit.store.infoCentre.listDocuments(a.id, 'ops')).map((d) => d.slot)).toEqual([1, 2]);
    });
    it('saves details and display flags, and files', async () => {
      const a = await auction();
      await kit.store.infoCentre.ensureSlots(a.id);
      const [r1, r2] = await kit.store.infoCentre.listDocuments(a.id, 'rules');
      await kit.store.infoCentre.saveDocuments([
        { id: r1.id, details: 'Auction rules', displayFlag: true },
        { id: r2.id, details: 'Annex', displayFlag: false },
      ]);
      await kit.store.infoCentre.setDocumentFile(r1.id, 'rules.pdf', 'infocentre/1/rules-1.pdf');
      expect(await kit.store.infoCentre.getDocument(r1.id)).toEqual({
        ...r1,
        details: 'Auction rules',
        displayFlag: true,
        fileName: 'rules.pdf',
        fileKey: 'infocentre/1/rules-1.pdf',
      });
      expect((await kit.store.infoCentre.getDocument(r2.id))?.details).toBe('Annex');
      await kit.store.infoCentre.saveDocuments([]);
    });
    it('returns null or [] when not found, and rejects saving missing rows as a whole', async () => {
      expect(await kit.store.infoCentre.getDocument(MISSING)).toBeNull();
      expect(await kit.store.infoCentre.listDocuments(MISSING)).toEqual([]);
      const a = await auction();
      await kit.store.infoCentre.ensureSlots(a.id);
      const [r1] = await kit.store.infoCentre.listDocuments(a.id, 'assets');
      await expectRejects(
        kit.store.infoCentre.saveDocuments([
          { id: r1.id, details: 'changed', displayFlag: true },
          { id: MISSING, details: 'x', displayFlag: true },
        ]),
        ReferenceError_,
      );
      expect((await kit.store.infoCentre.getDocument(r1.id))?.details).toBe('');
      await expectRejects(kit.store.infoCentre.setDocumentFile(MISSING, 'a.pdf', 'k'), ReferenceError_);
      await expectRejects(kit.store.infoCentre.ensureSlots(MISSING), ReferenceError_);
    });
  });
}
