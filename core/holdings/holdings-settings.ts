/** The holdings comparison's tolerance, a setting (HOLDINGS_TOLERANCE_PCT) with its default. */
import type { Settings } from '../app/deps';
import { DEFAULT_HOLDINGS_TOLERANCE_PCT } from './holding-values';

export const holdingsTolerancePct = (settings: Settings): string => settings.holdingsTolerancePct ?? DEFAULT_HOLDINGS_TOLERANCE_PCT;
