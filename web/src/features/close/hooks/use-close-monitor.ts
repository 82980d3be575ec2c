/**
 * One auction's close monitor (issue 28): loaded once (GET /auction/closemonitor/{id}, whose refusal the
 * page shows in the server's words), then kept current by its Server-Sent Events stream: each `monitor`
 * event replaces the whole snapshot, with the browser time it arrived so the countdown follows the server's
 * clock (serverTime) like the bidder's pages.
 */
import { closeRoutes, type CloseMonitor } from '../../../../../contract/close';
import { pathWith } from '../../../../../contract/route';
import { serverNowMs } from '../../../../../core/clock/auction-clock';
import { apiCall } from '../../../lib/api-call';
import { useLiveEvents } from '../../../lib/live-events';
import { useLoad } from '../../../lib/use-load';

export interface MonitorSnapshot {
  monitor: CloseMonitor;
  receivedAtMs: number;
}

export function useCloseMonitor(auctionId: number) {
  const loaded = useLoad(async () => {
    const res = await apiCall(closeRoutes.monitor, { params: { auctionId } });
    return res.ok ? { ...res, data: { monitor: res.data, receivedAtMs: Date.now() } } : res;
  }, [auctionId]);
  const { data, setData } = loaded;
  const current = data?.monitor.auctionId === auctionId;
  const status = useLiveEvents(current ? pathWith(closeRoutes.monitorStream.path, { auctionId }) : null, (name, json) => {
    if (name === 'monitor') setData({ monitor: JSON.parse(json) as CloseMonitor, receivedAtMs: Date.now() });
  });
  return { ...loaded, data: current ? data : null, status };
}

/** The server's time now for a snapshot (its serverTime plus the browser time elapsed since it arrived). */
export const monitorNow = (s: MonitorSnapshot, browserNowMs: number): number => serverNowMs(s.monitor.serverTime, s.receivedAtMs, browserNowMs);
