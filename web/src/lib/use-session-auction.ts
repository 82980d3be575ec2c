/**
 * The auction the info centre and the bid wizard work on: the session's auctionId (stored when a row
 * of the info centre list is clicked), loaded as an info centre item (GET /auction/infocentre/{id}).
 * Once loaded, its times follow the auction's clock stream: an extension moves the countdowns
 * within seconds, without a reload.
 */
import { useMemo } from 'react';
import { infoCentreRoutes, type InfoCentreItem } from '../../../contract/infocentre';
import { pathWith } from '../../../contract/route';
import { serverNowMs } from '../../../core/clock/auction-clock';
import { useLiveEvents } from './live-events';
import { useSession } from './session';
import { useRouteQuery } from './use-api-query';

/** The item with the browser time its answer arrived, so the page can follow the server's clock. */
export type SessionAuction = InfoCentreItem & { receivedAtMs: number };

export function useSessionAuction() {
  const { auctionId } = useSession();
  const loaded = useRouteQuery(infoCentreRoutes.one, { params: { auctionId: auctionId ?? 0 } }, { enabled: auctionId !== null });
  const { data: item, receivedAtMs, setData } = loaded;
  // The cache's arrival time is the clock's anchor: a clock event sets new times, so it moves too.
  const data = useMemo((): SessionAuction | null => item && { ...item, receivedAtMs }, [item, receivedAtMs]);
  // Subscribed once the item is loaded, so an older answer never overwrites a newer event's times.
  useLiveEvents(item && pathWith(infoCentreRoutes.clockStream.path, { auctionId: item.id }), (name, json) => {
    const times = JSON.parse(json) as Pick<SessionAuction, 'auctionStartDate' | 'auctionEndDate' | 'serverTime'>;
    if (name === 'clock') setData((a) => a && { ...a, ...times });
  });
  return { ...loaded, data };
}

/** The server's time now for this auction's page (its answer's serverTime plus the browser time elapsed since). */
export const serverNowFor = (auction: SessionAuction, browserNowMs: number): number => serverNowMs(auction.serverTime, auction.receivedAtMs, browserNowMs);
