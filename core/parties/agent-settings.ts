/**
 * The lending agent's own identity and the calendar its regulatory deadlines run on, as settings:
 * the agent's legal name and LEI, the venue name the auctions run under, and the New York business-day
 * holidays (dates on which no regulatory deadline falls; weekends are never business days).
 *
 * Decision: the default holiday list for 2026-2027 is the days both the NYSE and SIFMA's US bond market
 * close fully, or either closes, whichever is a day a New York lending desk is shut: New Year's Day,
 * Martin Luther King Jr. Day, Presidents' Day, Good Friday, Memorial Day, Juneteenth, Independence Day
 * (observed), Labor Day, Columbus Day and Veterans Day (SIFMA: bond market closed), Thanksgiving, Christmas
 * (observed). SIFMA's early closes are business days. Later years are added through the setting
 * (NY_HOLIDAYS) before they are needed.
 */
import { isValidLei } from './lei';

export interface AgentSettings {
  /** The agent's legal name. */
  name: string;
  /** The agent's LEI (ISO 17442), or null until it is set. */
  lei: string | null;
  /** The name of the venue the auctions run under. */
  venueName: string;
}

export const DEFAULT_AGENT: AgentSettings = { name: 'Lending Agent', lei: null, venueName: 'Securities Lending Auctions' };

export const DEFAULT_NEW_YORK_HOLIDAYS: readonly string[] = [
  '2026-01-01', // New Year's Day
  '2026-01-19', // Martin Luther King Jr. Day
  '2026-02-16', // Presidents' Day
  '2026-04-03', // Good Friday
  '2026-05-25', // Memorial Day
  '2026-06-19', // Juneteenth
  '2026-07-03', // Independence Day (observed: the 4th is a Saturday)
  '2026-09-07', // Labor Day
  '2026-10-12', // Columbus Day (SIFMA)
  '2026-11-11', // Veterans Day (SIFMA)
  '2026-11-26', // Thanksgiving
  '2026-12-25', // Christmas
  '2027-01-01', // New Year's Day
  '2027-01-18', // Martin Luther King Jr. Day
  '2027-02-15', // Presidents' Day
  '2027-03-26', // Good Friday
  '2027-05-31', // Memorial Day
  '2027-06-18', // Juneteenth (observed: the 19th is a Saturday)
  '2027-07-05', // Independence Day (observed: the 4th is a Sunday)
  '2027-09-06', // Labor Day
  '2027-10-11', // Columbus Day (SIFMA)
  '2027-11-11', // Veterans Day (SIFMA)
  '2027-11-25', // Thanksgiving
  '2027-12-24', // Christmas (observed: the 25th is a Saturday)
];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written yyyy-mm-dd. */
export const isCalendarDate = (text: string): boolean => {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

/** The holiday list as kept: each a real date, no weekend, sorted, without repeats; or the first problem. */
export function holidayListOf(dates: readonly string[]): { ok: true; value: string[] } | { ok: false; message: string } {
  const trimmed = dates.map((d) => d.trim()).filter((d) => d !== '');
  const bad = trimmed.find((d) => !isCalendarDate(d));
  if (bad !== undefined) return { ok: false, message: `${bad} is not a date written yyyy-mm-dd` };
  const weekend = trimmed.find((d) => [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay()));
  if (weekend !== undefined) return { ok: false, message: `${weekend} is a weekend day, never a business day: list weekdays only` };
  return { ok: true, value: [...new Set(trimmed)].sort() };
}

/** An agent whose LEI, when set, is valid; or the problem. */
export function agentOf(agent: AgentSettings): { ok: true; value: AgentSettings } | { ok: false; message: string } {
  if (agent.name.trim() === '') return { ok: false, message: 'The agent name must not be empty' };
  if (agent.venueName.trim() === '') return { ok: false, message: 'The venue name must not be empty' };
  const lei = agent.lei?.trim().toUpperCase() || null;
  if (lei !== null && !isValidLei(lei)) return { ok: false, message: `${agent.lei} is not a valid LEI (ISO 17442 check digits)` };
  return { ok: true, value: { name: agent.name.trim(), lei, venueName: agent.venueName.trim() } };
}

/** The agent the settings name (the default when none). */
export const agentSettings = (settings: { agent?: AgentSettings }): AgentSettings => settings.agent ?? DEFAULT_AGENT;

/** The New York holidays the settings name (the default list when none). */
export const newYorkHolidays = (settings: { newYorkHolidays?: readonly string[] }): readonly string[] => settings.newYorkHolidays ?? DEFAULT_NEW_YORK_HOLIDAYS;
