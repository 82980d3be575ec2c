/**
 * The close monitor feed's kinds of step and its length (close-feed.ts), apart from it so the contract (and
 * the web through it) reads them without loading the feed's server-side imports.
 */

/** How many steps the feed carries (the newest). */
export const FEED_LIMIT = 50;

export const FEED_KINDS = ['opened', 'rulesAccepted', 'saved', 'confirmed', 'reminderSent', 'reminderFailed', 'extended'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];
