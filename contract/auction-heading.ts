/**
 * The heading fields every auction answer starts with (core's AuctionHeading), in the wire's order:
 * the serialisers of the report and info-centre answers begin with them.
 */
import type { AuctionHeading } from '../core/domain/entities';

export const auctionHeadingWire = (v: AuctionHeading): AuctionHeading => ({
  id: v.id,
  auctionName: v.auctionName,
  auctionStartDate: v.auctionStartDate,
  auctionEndDate: v.auctionEndDate,
  termStartDate: v.termStartDate,
  termEndDate: v.termEndDate,
});
