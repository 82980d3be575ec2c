/**
 * CATS-like award instances (after Leyton-Brown, Pearson and Shoham's Combinatorial Auction Test
 * Suite: paths, regions and arbitrary bundle distributions), with a securities-lending flavour:
 * lots come in families of related lots (a sector, a region, a maturity ladder); most bids are
 * single-lot bids near the lot's going rate; combos (about 1 bid in 7) bundle related lots of one
 * family at a premium over the lots' going rates, so that a combo sometimes beats the single bids.
 * - paths: consecutive lots of a family (a maturity ladder: 2-5Y, 5-10Y, 10Y+);
 * - regions: any 2-4 lots of one family (a region's markets);
 * - arbitrary: 2-3 lots of a family, one in ten reaching into the next family.
 * Values and market values are integer cents; the same seed gives the same instance.
 */
import type { AwardInstance } from '../core/awards/optimizer/award-instance';
import { seededRandom } from './bench-kit';

export type BundleShape = 'paths' | 'regions' | 'arbitrary';

export interface InstanceSpec {
  lots: number;
  bids: number;
  shape: BundleShape;
  seed: number;
  /** Share of combo bids (default 1/7). */
  comboShare?: number;
  borrowers?: number;
}

export function generateAwardInstance(spec: InstanceSpec): AwardInstance {
  const rnd = seededRandom(spec.seed);
  const between = (lo: number, hi: number) => lo + rnd() * (hi - lo);
  const int = (lo: number, hi: number) => Math.floor(between(lo, hi + 1));
  const borrowers = spec.borrowers ?? 25;
  const comboShare = spec.comboShare ?? 1 / 7;
  const termDays = 180;

  // Families of 4-12 consecutive lots.
  const familyOf: number[] = [];
  const families: number[][] = [];
  for (let id = 1; id <= spec.lots; ) {
    const size = Math.min(int(4, 12), spec.lots - id + 1);
    const members = Array.from({ length: size }, (_, k) => id + k);
    for (const m of members) familyOf[m] = families.length;
    families.push(members);
    id += size;
  }
  const lots = Array.from({ length: spec.lots }, (_, k) => ({ id: k + 1, marketValue: int(5_000, 100_000) * 100_000 }));
  // The lot's going rate in bps per year, and its value over the term in cents.
  const going = lots.map((l) => (l.marketValue * between(10, 60)) / 10_000 * (termDays / 360));
  const goingOf = (id: number) => going[id - 1];

  const bundle = (): number[] => {
    const family = families[int(0, families.length - 1)];
    if (spec.shape === 'paths') {
      const len = Math.min(family.length, int(2, 4));
      const start = int(0, family.length - len);
      return family.slice(start, start + len);
    }
    const want = spec.shape === 'regions' ? int(2, 4) : int(2, 3);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(want, family.length)) chosen.add(family[int(0, family.length - 1)]);
    if (spec.shape === 'arbitrary' && rnd() < 0.1) {
      const next = families[((familyOf[family[0]]) + 1) % families.length];
      chosen.add(next[int(0, next.length - 1)]);
    }
    return [...chosen].sort((a, b) => a - b);
  };

  const bids: AwardInstance['bids'] = [];
  for (let id = 1; id <= spec.bids; id++) {
    const bidder = `B${int(1, borrowers)}`;
    if (rnd() < comboShare) {
      const covered = bundle();
      const premium = between(0.97, 1.25);
      bids.push({ id, bidder, lots: covered, value: Math.round(covered.reduce((a, l) => a + goingOf(l), 0) * premium) });
    } else {
      const lot = int(1, spec.lots);
      bids.push({ id, bidder, lots: [lot], value: Math.round(goingOf(lot) * between(0.8, 1.2)) });
    }
  }
  return { lots, bids };
}
