/**
 * Who may call each use case of core/close: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may extend a live auction's end. */
export const AUCTION_EXTENSION_USE_CASES = useCaseSpecs('close', { extend: 'manageClose' });

/** Who may see the monitor's list and one auction's monitor (a client only its own client's auctions, checked after). */
export const CLOSE_MONITOR_USE_CASES = useCaseSpecs('close', { summary: 'monitorClose', monitor: 'monitorClose' });

/** Who may run the reminder pass: who may extend an auction (a manager). */
export const CLOSE_REMINDER_USE_CASES = useCaseSpecs('close', { runReminders: 'manageClose' });
