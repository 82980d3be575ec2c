/** Choice lists of the date and time pickers, and 12-hour display of `HH:mm` times. */

export interface Choice<V> {
  value: V;
  label: string;
}

const HHMM = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/**
 * `13:30` -> `1:30 pm`, `00:00` -> `12:00 am`, `12:00` -> `12:00 pm`.
 * Decision: the hour is not zero-padded (as people write times), minutes always two digits, lower-case
 * am/pm after a space. Text that is not `H:mm`/`HH:mm` is returned unchanged, so a display never breaks.
 */
export const to12Hour = (hhmm: string): string => {
  const m = HHMM.exec(hhmm.trim());
  if (!m) return hhmm;
  const h = Number(m[1]);
  const suffix = h < 12 ? 'am' : 'pm';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${m[2]} ${suffix}`;
};

/** Every 30 minutes from 12:00 am to 11:30 pm: value `HH:mm` (24-hour), label 12-hour. 48 choices. */
export const HALF_HOUR_TIME_CHOICES: readonly Choice<string>[] = Array.from({ length: 48 }, (_, i) => {
  const value = `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`;
  return { value, label: to12Hour(value) };
});

export const MONTH_LABELS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** JAN..DEC with values 1..12 (luxon's month numbering). */
export const MONTH_CHOICES: readonly Choice<number>[] = MONTH_LABELS.map((label, i) => ({ value: i + 1, label }));

export const FIRST_YEAR_CHOICE = 2001;
export const LAST_YEAR_CHOICE = 2050;
/** 2001..2050 (50 years). */
export const YEAR_CHOICES: readonly Choice<number>[] = Array.from(
  { length: LAST_YEAR_CHOICE - FIRST_YEAR_CHOICE + 1 },
  (_, i) => ({ value: FIRST_YEAR_CHOICE + i, label: String(FIRST_YEAR_CHOICE + i) }),
);

/** Days of a month for the day picker (1..28-31), leap years included. */
export const dayChoices = (year: number, month: number): readonly Choice<number>[] => {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
};
