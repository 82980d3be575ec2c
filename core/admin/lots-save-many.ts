/**
 * `lots.saveMany` (manageLots, as `lots.save`): many new lots of one auction, combo lots included, in one
 * transaction, for a program that builds an auction in bulk (a risk system's what-if, a migration). One
 * `lots.save` per combo lot read the auction's lots again each time (about 180 ms each at 2,100 lots); here
 * they are read once and the rows written with multi-row inserts.
 *
 * A row is the lot form of `lots.save` without `id` and `auctionId` (the lots are new, of the auction
 * named), checked by the same rules with the same messages (core/validation/lot-form.ts), except that a
 * combo lot names the lots it spans by their lot numbers (`comboLotNumbers`): rows of the same call or lots
 * the auction already holds, since the new rows have no ids yet (a combo of the rows may not span another
 * combo of the rows). Lot numbers are unique in the auction, and a repeated one, or an unknown asset class,
 * gets the message `lots.save` answers for it, on its row. A combo's market value is computed from its lots
 * (core/money/fx.ts comboMarketValue), as `lots.save` does.
 *
 * All or nothing: any bad row refuses the whole call (VALIDATION), with every row's reasons as fields
 * `rows.<i>.<field>`, and nothing is written. At most LOTS_PER_SAVE_MANY rows a call (the lots file's
 * limit; the rows' count and shapes: core/validation/lot-rows.ts), and the auction's own limit
 * (checkAuctionLotCount) is checked inside the write.
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import type { Id, Lot } from '../domain/entities';
import { MSG } from '../domain/messages';
import { fail, ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';
import { comboMarketValue } from '../money/fx';
import { validateLotFields, type LotSave } from '../validation/lot-form';
import { checkRowCount, rowsSummary, shapeRow, type LotRowInput } from '../validation/lot-rows';
import type { FieldErrors } from '../validation/field-failure';
import { fieldsOutOfRange } from '../validation/input-id';
import { fieldsTooLong } from '../validation/text-limit-fields';
import { checkAuctionLotCount } from '../lots-csv/lot-limits';
import { writeTransaction } from './write-guard';

export interface LotsSaved {
  saved: number;
  /** The new lots, in the order of the rows. */
  lots: Lot[];
}

const unknownComboLot = (n: string) => `Lot Number ${n} is neither a lot of this auction nor one of these rows`;
const comboSpansCombo = 'A combo lot of these rows may not span another combo lot of these rows';

/** Placeholder ids of the rows until they are written: -2, -3, … (never a stored id nor the form's -1). */
const placeholderOf = (i: number): Id => -(i + 2);
const rowOf = (placeholder: Id): number => -placeholder - 2;

/** The lots of `rows` created in the auction `auctionId`, all or none (see the module comment). */
export const saveManyLots = useCase(
  { name: 'lots.saveMany', access: 'manageLots' },
  async (deps: CoreDeps, _actor: Actor, auctionId: Id, rows: readonly LotRowInput[]): Promise<Result<LotsSaved>> => {
    const count = checkRowCount(rows);
    if (!count.ok) return count;
    const auction = await deps.store.auctions.get(auctionId);
    if (!auction) return fail('NOT_FOUND', MSG.NOT_FOUND);
    const [existing, assetClasses] = await Promise.all([deps.store.lots.listByAuction(auction.id), deps.store.reference.assetClasses()]);
    const knownClasses = new Set(assetClasses.map((a) => a.id));
    const existingByNumber = new Map(existing.map((l) => [l.lotNumber.trim(), l]));
    const existingById = new Map(existing.map((l) => [l.id, l]));
    const fields: FieldErrors = {};
    const rowError = (i: number, field: string, message: string) => {
      fields[`rows.${i}.${field}`] ??= message;
    };

    // Shapes first: every row's number is needed to resolve the combos of every other.
    const shaped = rows.map((input, i) => shapeRow(input, i, fields));
    const rowByNumber = new Map<string, number>();
    shaped.forEach((row, i) => {
      const number = row?.lotNumber.trim() ?? '';
      if (number === '') return;
      if (existingByNumber.has(number) || rowByNumber.has(number)) rowError(i, 'lotNumber', MSG.UNABLE_TO_SAVE_LOT_NUMBER_ALREADY_EXISTS);
      else rowByNumber.set(number, i);
    });

    const lots: (LotSave | null)[] = shaped.map((row, i) => {
      if (!row) return null;
      const comboLotIds: Id[] = [];
      if (row.comboFlag) {
        for (const number of row.comboLotNumbers.map((n) => n.trim())) {
          const stored = existingByNumber.get(number);
          const other = rowByNumber.get(number);
          if (stored) comboLotIds.push(stored.id);
          else if (other !== undefined && other !== i && shaped[other]?.comboFlag) rowError(i, 'comboLotNumbers', comboSpansCombo);
          else if (other !== undefined) comboLotIds.push(placeholderOf(other));
          else rowError(i, 'comboLotNumbers', unknownComboLot(number));
        }
      }
      const checked = validateLotFields({ ...row, id: placeholderOf(i), auctionId: auction.id, comboLotIds }, { allInFlag: auction.allInFlag, auctionCurrency: auction.currency });
      if (!checked.ok) {
        // The form names a combo's lots comboLotIds; a row names them by number.
        for (const [field, message] of Object.entries(checked.fields ?? {})) rowError(i, field === 'comboLotIds' ? 'comboLotNumbers' : field, message);
        return null;
      }
      const lot = checked.value;
      if (!knownClasses.has(lot.assetClassId)) rowError(i, 'assetClassId', MSG.UNABLE_TO_SAVE_REFERENCED_RECORD_MISSING);
      const range = {
        ...fieldsOutOfRange({ assetClassId: lot.assetClassId, termDays: lot.termDays }, { termDays: MSG.TERM_DAYS_MUST_BE_NUMERIC }),
        ...fieldsTooLong({ lotNumber: lot.lotNumber, lotName: lot.lotName, accountCode: lot.accountCode, incumbent: lot.incumbent }),
      };
      for (const [field, message] of Object.entries(range)) rowError(i, field, message);
      return lot;
    });
    if (Object.keys(fields).length > 0) return fail('VALIDATION', rowsSummary(fields, rows.length), fields);
    const valid = lots as LotSave[];

    // Combo values from their lots (stored ones, or rows by placeholder), as lots.save computes them.
    const spanned = (id: Id): Lot | undefined => (id < 0 ? valid[rowOf(id)] : existingById.get(id));
    const priced = valid.map((lot) =>
      lot.comboFlag ? { ...lot, marketValue: comboMarketValue(lot, lot.comboLotIds.flatMap((id) => spanned(id) ?? []), auction.currency) } : lot,
    );
    const written = await writeTransaction(deps.store, async (tx): Promise<Result<Lot[]>> => {
      // Counted inside the write, so two calls at once cannot pass the cap together (SQLite).
      const room = checkAuctionLotCount((await tx.lots.listByAuction(auction.id)).length, priced.length);
      if (!room.ok) return room;
      // Single lots first, then the combos, their placeholders replaced by the new ids.
      const created = new Map<Id, Lot>();
      const singles = priced.filter((l) => !l.comboFlag);
      const combos = priced.filter((l) => l.comboFlag);
      const newFields = ({ id: _id, ...rest }: LotSave) => rest;
      (await tx.lots.createMany(singles.map(newFields))).forEach((lot, k) => created.set(singles[k].id, lot));
      const realId = (id: Id): Id => (id < 0 ? (created.get(id)?.id ?? id) : id);
      (await tx.lots.createMany(combos.map((c) => newFields({ ...c, comboLotIds: c.comboLotIds.map(realId) })))).forEach((lot, k) => created.set(combos[k].id, lot));
      return ok(priced.map((l) => created.get(l.id) as Lot));
    });
    return written.ok ? ok({ saved: written.value.length, lots: written.value }) : written;
  },
);
