/** What the paste and import toolbar and its preview dialog share (the dialog loads on demand). */
import type { InfoCentreItem } from '../../../../../contract/infocentre';
import type { BidKindFlag } from '../../../../../core/domain/bid-kinds';

/** What the preview shows: where the block came from, and its cells (a file's) or its text (a paste's). */
export interface ImportSource {
  title: string;
  /** "the pasted block" or the file's name, for the message after Apply. */
  from: string;
  cells?: string[][];
  text?: string;
}

/** What the toolbar reads of the session auction (its info centre item). */
export type TransferAuction = Pick<InfoCentreItem, 'id' | 'collateralType' | BidKindFlag | 'minGuarantee'>;
