/**
 * How many lots an auction has: one definition for every screen and report that counts them (the info
 * centre's and the Award Summary's "Total # Lots", the Auction Summary's Total row, the bid sheet).
 *
 * OUR DECISION (the spec labels the count, not what it counts): "lots" are the lots a borrower can be
 * awarded on their own, the single lots, as Total Market Value adds them. A combo lot re-offers lots
 * already counted, so combo lots are counted apart and always named: "20 lots (plus 2 combo lots)".
 */

export interface LotCount {
  /** Single lots (not combos). */
  lots: number;
  /** Combo lots, each spanning single lots already counted. */
  comboLots: number;
}

export const lotCountOf = (lots: readonly { comboFlag: boolean }[]): LotCount => {
  const comboLots = lots.filter((l) => l.comboFlag).length;
  return { lots: lots.length - comboLots, comboLots };
};

const counted = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** "20 lots (plus 2 combo lots)"; "20 lots" when there is no combo lot. */
export const lotCountText = (c: LotCount): string => (c.comboLots === 0 ? counted(c.lots, 'lot') : `${counted(c.lots, 'lot')} (plus ${counted(c.comboLots, 'combo lot')})`);

/** The value beside the spec's "Total # Lots": "20 (plus 2 combo lots)"; "20" when there is no combo lot. */
export const totalLotsValue = (c: LotCount): string => (c.comboLots === 0 ? String(c.lots) : `${c.lots} (plus ${counted(c.comboLots, 'combo lot')})`);

/** Some of the lots against all of them: "3 of 20 lots, 1 of 2 combo lots"; "3 of 20 lots" when there is no combo lot. */
export const lotCountOfTotalText = (part: LotCount, total: LotCount): string => {
  const lots = `${part.lots} of ${counted(total.lots, 'lot')}`;
  return total.comboLots === 0 ? lots : `${lots}, ${part.comboLots} of ${counted(total.comboLots, 'combo lot')}`;
};
