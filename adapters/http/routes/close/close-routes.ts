/**
 * The close (ours): the monitor and its stream, the dashboard's summary, extensions, and the
 * bidder's clock stream. Routes, bodies and answers are defined by contract/close.ts and contract/infocentre.ts.
 */
import type { OpenAPIHono } from '@hono/zod-openapi';
import { principalOf, type AppDeps, type AppEnv } from '../../context';
import { closeRoutes } from '../../../../contract/close';
import { infoCentreRoutes } from '../../../../contract/infocentre';
import { closeMonitor } from '../../../../core/close/close-monitor';
import { infoCentreOf } from '../../../../core/infocentre/infocentre';
import { ok } from '../../../../core/domain/result';
import { registerRoute } from '../../wire/contract-route';
import type { AuctionWatch } from '../../live/auction-watch';
import { liveStream, type LiveStreamOptions } from '../../live/live-stream';
import type { SessionWatch } from '../../live/session-watch';
import type { Context } from 'hono';
import type { Id } from '../../../../core/domain/entities';
import type { Result } from '../../../../core/domain/result';

export function registerCloseRoutes(api: OpenAPIHono<AppEnv>, deps: AppDeps, watch: AuctionWatch, sessions: SessionWatch): void {
  registerRoute(api, closeRoutes.monitorStream, async ({ params }, c) => {
    const actor = principalOf(c);
    return streamOf(c, { watch, sessions }, params.auctionId, 'monitor', () => closeMonitor(deps, actor, params.auctionId), {
      relevant: () => true,
      // serverTime changes on every computation: only a change of anything else is sent.
      key: (m) => JSON.stringify({ ...m, serverTime: '' }),
    });
  });

  registerRoute(api, infoCentreRoutes.clockStream, async ({ params }, c) => {
    const actor = principalOf(c);
    const compute = async () => {
      const item = await infoCentreOf(deps, actor, params.auctionId);
      return item.ok ? ok({ auctionStartDate: item.value.auctionStartDate, auctionEndDate: item.value.auctionEndDate, serverTime: item.value.serverTime }) : item;
    };
    return streamOf(c, { watch, sessions }, params.auctionId, 'clock', compute, {
      relevant: (change) => change.clock,
      key: (t) => `${t.auctionStartDate}|${t.auctionEndDate}`,
    });
  });
}

/**
 * A live stream of `compute`'s answers, refused before it starts (the caller gets the usual 403 / 404 answer)
 * when the first is; it lasts while the caller's session holds (session-watch.ts).
 */
async function streamOf<T>(
  c: Context<AppEnv>,
  { watch, sessions }: { watch: AuctionWatch; sessions: SessionWatch },
  auctionId: Id,
  event: string,
  compute: () => Promise<Result<T>>,
  o: Pick<LiveStreamOptions<T>, 'relevant' | 'key'>,
): Promise<Result<never> | Response> {
  const first = await compute();
  if (!first.ok) return first;
  const { user, roles, tokenId } = principalOf(c);
  return liveStream(c, { watch, auctionId, event, first: first.value, compute, sessions, session: { tokenId, userId: user.id, roles }, ...o });
}
