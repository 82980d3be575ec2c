/** The wizard header's clock: New York wall time to the second, 12-hour, with the spec's EST label (EDT in daylight time: core/clock/eastern-format.ts). */
import { easternZoneLabelOfMs, wallTimeOfMs } from '../../../../../core/clock/eastern-format';

export const formatWallClock = (nowMs: number): string => {
  const w = wallTimeOfMs(nowMs);
  const h = Number(w.hour);
  return `${w.year}-${w.month}-${w.day} ${h % 12 === 0 ? 12 : h % 12}:${w.minute}:${w.second} ${h < 12 ? 'am' : 'pm'} ${easternZoneLabelOfMs(nowMs)}`;
};
