/**
 * One auction's close monitor: loaded once (GET /auction/closemonitor/{id}, whose refusal the
 * page shows in the server's words), then kept current by its Server-Sent Events stream: each `monitor`
 * event replaces the whole snapshot, with the browser time it arrived so the countdown follows the server's
 * clock (serverTime) like the bidder's pages.
 */
import { useMemo } from 'react';
import { closeRoutes, type CloseMonitor } from '../../../../../contract/close';
import { pathWith } from '../../../../../contract/route';
import { serverNowMs } from '../../../../../core/clock/auction-clock';
import { useLiveEvents } from '../../../lib/live-events';
import { useRouteQuery } from '../../../lib/use-api-query';

export interface MonitorSnapshot {
  monitor: CloseMonitor;
  receivedAtMs: number;
}

export function useCloseMonitor(auctionId: number) {
  const loaded = useRouteQuery(closeRoutes.monitor, { params: { auctionId } });
  const { data: monitor, receivedAtMs, setData } = loaded;
  // An event's snapshot goes into the cache, whose arrival time then moves with it.
  const live = useLiveEvents(monitor ? pathWith(closeRoutes.monitorStream.path, { auctionId }) : null, (name, json) => {
    if (name === 'monitor') setData(JSON.parse(json) as CloseMonitor);
  });
  const data = useMemo((): MonitorSnapshot | null => monitor && { monitor, receivedAtMs }, [monitor, receivedAtMs]);
  return { ...loaded, data, live };
}

/** The server's time now for a snapshot (its serverTime plus the browser time elapsed since it arrived). */
export const monitorNow = (s: MonitorSnapshot, browserNowMs: number): number => serverNowMs(s.monitor.serverTime, s.receivedAtMs, browserNowMs);
