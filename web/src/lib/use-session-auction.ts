/**
 * The auction the info centre and the bid wizard work on: the session's auctionId (stored when a row
 * of the info centre list is clicked), loaded as an info centre item (GET /auction/infocentre/{id}).
 */
import { infoCentreRoutes } from '../../../contract/infocentre';
import { apiCall } from './api-call';
import { useSession } from './session';
import { useLoad } from './use-load';

export function useSessionAuction() {
  const { auctionId } = useSession();
  return useLoad(
    () => (auctionId === null ? Promise.resolve({ ok: false as const, status: 404, message: '' }) : apiCall(infoCentreRoutes.one, { params: { auctionId } })),
    [auctionId],
  );
}
