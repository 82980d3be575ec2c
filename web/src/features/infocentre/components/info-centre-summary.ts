/**
 * The values of the info centre page's Auction Details and Asset Details boxes (spec 2.2 and 5),
 * computed once here so the page only lays them out.
 *
 * Decisions: Bidding Time shows the start and end times 12-hour ("9:00 am - 3:00 pm EST"); Total # Lots
 * is core/domain/lot-count.ts's count, the single lots with the combo lots named apart ("20 (plus 2 combo
 * lots)"), as every screen counts them; asset classes are listed once each, in lot order. Total Market Value is in the auction's currency: lots in
 * other currencies are converted at their FX rates (core/money/fx.ts), and the label then says so
 * ("Total Market Value in USD at lot FX rates").
 */
import type { CollateralType, Instant } from '../../../../../core/domain/entities';
import { easternZoneLabelOf, formatEasternDate, formatEasternTime, termLengthDays } from '../../../../../core/clock/eastern-format';
import { to12Hour } from '../../../lib/time-choices';
import { totalMarketValue } from '../../../../../core/money/market-value';
import { formatTotalMarketValue } from '../../../../../core/money/format';
import { convertedTotalLabel, hasForeignLots } from '../../../../../core/money/fx';
import { lotCountOf, totalLotsValue } from '../../../../../core/domain/lot-count';

export interface SummaryAuction {
  auctionStartDate: Instant;
  auctionEndDate: Instant;
  termStartDate: Instant;
  termEndDate: Instant;
  currency: string;
  collateralType: CollateralType;
  clientName: string;
}
export interface SummaryLot {
  marketValue: string;
  currency: string;
  fxRate: string | null;
  lotNumber?: string;
  assetClass: string;
  comboFlag: boolean;
}

export interface InfoCentreSummary {
  clientLender: string;
  auctionDate: string;
  biddingTime: string;
  termStartDate: string;
  termEndDate: string;
  termLength: string;
  /** "Total Market Value", or "Total Market Value in USD at lot FX rates" when some lot is in another currency. */
  totalMarketValueLabel: string;
  totalMarketValue: string;
  /** "Total # Lots": single lots, combo lots named apart (core/domain/lot-count.ts). */
  totalLots: string;
  assetClasses: string;
  acceptedCollateral: string;
}

/**
 * "9:00 am - 3:00 pm EST" within one New York day; an auction over several days names both dates
 * ("2026-11-20 10:00 am - 2026-11-21 10:00 am EST"), and one that crosses a daylight-time change labels
 * each end (the zone label: core/clock/eastern-format.ts).
 */
export const biddingTimeOf = (start: string, end: string): string => {
  const sameDay = formatEasternDate(start) === formatEasternDate(end);
  const at = (iso: string) => `${sameDay ? '' : `${formatEasternDate(iso)} `}${to12Hour(formatEasternTime(iso))}`;
  const [startZone, endZone] = [easternZoneLabelOf(start), easternZoneLabelOf(end)];
  return startZone === endZone ? `${at(start)} - ${at(end)} ${endZone}` : `${at(start)} ${startZone} - ${at(end)} ${endZone}`;
};

const ACCEPTED_COLLATERAL: Record<CollateralType, string> = { Cash: 'Cash', Non_Cash: 'Non Cash', Both: 'Cash and Non Cash' };

export const infoCentreSummary = (a: SummaryAuction, lots: readonly SummaryLot[]): InfoCentreSummary => {
  const single = lots.filter((l) => !l.comboFlag);
  const classes = [...new Set(lots.map((l) => l.assetClass).filter((c) => c !== ''))];
  const days = termLengthDays(a.termStartDate, a.termEndDate);
  return {
    clientLender: a.clientName,
    auctionDate: formatEasternDate(a.auctionStartDate),
    biddingTime: biddingTimeOf(a.auctionStartDate, a.auctionEndDate),
    termStartDate: formatEasternDate(a.termStartDate),
    termEndDate: formatEasternDate(a.termEndDate),
    termLength: `${days} ${days === 1 ? 'day' : 'days'}`,
    totalMarketValueLabel: convertedTotalLabel('Total Market Value', a.currency, hasForeignLots(single, a.currency)),
    totalMarketValue: formatTotalMarketValue(totalMarketValue(lots, a.currency), a.currency),
    totalLots: totalLotsValue(lotCountOf(lots)),
    assetClasses: classes.join(', '),
    acceptedCollateral: ACCEPTED_COLLATERAL[a.collateralType],
  };
};
