/** The optimiser's default time limit, apart from the request's schema (optimize-request.ts) so `sla --help` shows it without loading zod. */
export const OPTIMIZE_TIME_LIMIT_DEFAULT_SECONDS = 10;
