/**
 * The auction the info centre and the bid wizard work on: the session's auctionId (stored when a row
 * of the info centre list is clicked), loaded as an info centre item (GET /auction/infocentre/{id}).
 */
import { infoCentreRoutes, type InfoCentreItem } from '../../../contract/infocentre';
import { serverNowMs } from '../../../core/clock/auction-clock';
import { apiCall } from './api-call';
import { useSession } from './session';
import { useLoad } from './use-load';

/** The item with the browser time its answer arrived, so the page can follow the server's clock. */
export type SessionAuction = InfoCentreItem & { receivedAtMs: number };

export function useSessionAuction() {
  const { auctionId } = useSession();
  return useLoad(async () => {
    if (auctionId === null) return { ok: false as const, status: 404, message: '' };
    const res = await apiCall(infoCentreRoutes.one, { params: { auctionId } });
    return res.ok ? { ...res, data: { ...res.data, receivedAtMs: Date.now() } } : res;
  }, [auctionId]);
}

/** The server's time now for this auction's page (its answer's serverTime plus the browser time elapsed since). */
export const serverNowFor = (auction: SessionAuction, browserNowMs: number): number => serverNowMs(auction.serverTime, auction.receivedAtMs, browserNowMs);
