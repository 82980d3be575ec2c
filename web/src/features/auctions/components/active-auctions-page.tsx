import { AuctionList } from './auction-list';

export default function ActiveAuctionsPage() {
  return <AuctionList archive={false} />;
}
