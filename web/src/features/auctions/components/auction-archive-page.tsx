import { AuctionList } from './auction-list';

export default function AuctionArchivePage() {
  return <AuctionList archive />;
}
