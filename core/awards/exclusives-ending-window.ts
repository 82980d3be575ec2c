/** How far ahead the staff home page's exclusives ending soon look, in New York calendar days from today (both ends included). */
export const EXCLUSIVES_ENDING_WITHIN_DAYS = 30;
