/**
 * POST /auction/columns/{routeName}: the column captions of each list screen. The spec does not
 * show them; these follow the entity fields and screens of access-and-administration.md §2–3.
 * Answer: a list of { field, header } in display order; an unknown route name answers [].
 */
import type { CoreDeps } from '../app/deps';
import type { Actor } from '../policy/actor';
import { ok, type Result } from '../domain/result';
import { useCase } from '../app/use-case';

/** A column of a list screen. */
export interface ColumnLabel {
  /** The row property shown in the column. */
  field: string;
  header: string;
}

const c = (field: string, header: string): ColumnLabel => ({ field, header });

/** The columns the active and the archived auction lists share. */
const AUCTION_LIST_COLUMNS: ColumnLabel[] = [
  c('auctionName', 'Auction Name'),
  c('clientName', 'Client'),
  c('startTime', 'Auction Start'),
  c('endTime', 'Auction End'),
  c('startTerm', 'Term Start'),
  c('endTerm', 'Term End'),
  c('collateralType', 'Collateral Type'),
];

export const COLUMN_LABELS: Record<string, ColumnLabel[]> = {
  auctions: [...AUCTION_LIST_COLUMNS, c('aicapprovalFlag', 'Info Center')],
  archiveauctions: [...AUCTION_LIST_COLUMNS, c('awardConfirmFlag', 'Awards Confirmed')],
  lots: [
    c('lotNumber', 'Lot Number'),
    c('lotName', 'Lot Name'),
    c('acFormDescr', 'Asset Class'),
    c('marketValue', 'Market Value'),
    c('currencyCode', 'Currency'),
    c('assumedPct', 'Assumed % on loan'),
    c('fxRate', 'FX Rate'),
    c('termDays', 'Term Days'),
    c('termDisp', 'Term Disp'),
    c('secType', 'Security Type'),
    c('domicile', 'Domicile'),
    c('comboFlag', 'Combo'),
    c('eslBps', 'Comparison BPS'),
  ],
  companies: [c('companyName', 'Borrower Name'), c('companyCode', 'Shortname'), c('active', 'Active')],
  clients: [c('clientName', 'Client Name'), c('clientCode', 'Shortname'), c('active', 'Active')],
  users: [
    c('firstName', 'First Name'),
    c('lastName', 'Last Name'),
    c('loginName', 'Login Name'),
    c('emailAddress', 'Email'),
    c('borrower', 'Borrower'),
    c('client', 'Client'),
    c('roles', 'Roles'),
  ],
};

/** POST /auction/columns/{routeName} (any signed-in user: captions only, no data). */
export const columnLabels = useCase(
  { name: 'exports.columnLabels', access: 'authenticated' },
  async (_deps: CoreDeps, _actor: Actor, routeName: string): Promise<Result<ColumnLabel[], 'FORBIDDEN'>> => ok(COLUMN_LABELS[routeName] ?? []),
);
