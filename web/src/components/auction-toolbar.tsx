import { useSession } from '../lib/session';
import { AuctionPicker } from './auction-picker';
import { ClientLogo } from './client-logo';
import { PageTitle } from './page-title';

/** The heading of the screens that work on the session's auction (lots, upload, invitees): title, auction name, picker. */
export function AuctionToolbar({ title, withLogo = false }: { title: string; withLogo?: boolean }) {
  const s = useSession();
  return (
    <div className="toolbar">
      <PageTitle text={title} />
      {withLogo && <ClientLogo clientCode={s.logoURL} clientName={s.auctionName ?? ''} />}
      <strong>{s.auctionName}</strong>
      <span className="spacer" />
      <AuctionPicker />
    </div>
  );
}
