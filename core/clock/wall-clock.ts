/** The wizard header's clock: New York wall time to the second, 12-hour, with the spec's EST label. */
import { DateTime } from 'luxon';
import { AUCTION_ZONE, EST_LABEL } from './eastern-time';

export const formatWallClock = (nowMs: number): string =>
  `${DateTime.fromMillis(nowMs, { zone: AUCTION_ZONE }).toFormat('yyyy-MM-dd h:mm:ss a').replace(/AM$/, 'am').replace(/PM$/, 'pm')} ${EST_LABEL}`;
