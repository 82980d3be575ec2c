/**
 * The one reader of decimal text (forms, CSV cells, bid boxes, stored values, seed data). Callers
 * differ only in what they tolerate beyond canonical `-?\d+(\.\d+)?`, so that is a named rule set
 * here, and every reader shares one grammar and one canonical form. Never floating point.
 */
import type { DecimalString } from '../domain/entities';

/** What a reader accepts beyond canonical text. No rule set accepts exponents, spaces or a lone ".". */
export interface DecimalTextRules {
  /** Leading signs: none, "-" only, or "+" and "-". */
  signs: 'none' | '-' | '+-';
  /** Thousands separators in the usual 1,234,567.89 grouping (every group after the first has 3 digits). */
  grouping: boolean;
  /** A fraction with no integer digits: ".5". */
  bareFraction: boolean;
  /** A dot with no fraction digits: "5.". */
  trailingDot: boolean;
}

/** Canonical text as stored and sent: "-12.50", "0", never "+", ".5", "5." or "1,000". */
export const CANONICAL_DECIMAL: DecimalTextRules = { signs: '-', grouping: false, bareFraction: false, trailingDot: false };
/** Text read back from a column or a service: canonical, plus "+" and a bare fraction (".5", as NUMERIC may print). */
export const STORED_DECIMAL: DecimalTextRules = { signs: '+-', grouping: false, bareFraction: true, trailingDot: false };
/** What people type into forms and CSV cells: signs, "1,234.5", ".5" and "5." (people paste market values that way). */
export const TYPED_DECIMAL: DecimalTextRules = { signs: '+-', grouping: true, bareFraction: true, trailingDot: true };
/** What bidders type into bid boxes: as typed, without a sign (a bid is never negative). */
export const TYPED_UNSIGNED_DECIMAL: DecimalTextRules = { ...TYPED_DECIMAL, signs: 'none' };

/** Decimal text split into its parts, as written (separators removed). */
export interface DecimalParts {
  negative: boolean;
  /** Integer digits without thousands separators; "" for a bare fraction; leading zeros kept. */
  integer: string;
  /** Fraction digits; "" when there are none; trailing zeros kept (they are the scale). */
  fraction: string;
}

const grammarOf = (rules: DecimalTextRules): RegExp => {
  const sign = rules.signs === 'none' ? '()' : rules.signs === '-' ? '(-?)' : '([+-]?)';
  const integer = rules.grouping ? String.raw`\d{1,3}(?:,\d{3})+|\d+` : String.raw`\d+`;
  const fraction = rules.trailingDot ? String.raw`\d*` : String.raw`\d+`;
  const bare = rules.bareFraction ? String.raw`|\.(\d+)` : '';
  return new RegExp(String.raw`^${sign}(?:(${integer})(?:\.(${fraction}))?${bare})$`);
};

const grammars = new Map<DecimalTextRules, RegExp>();

/** The parts of `text` when it is decimal text under `rules` (no trimming: callers trim input), else null. */
export const parseDecimalText = (text: string, rules: DecimalTextRules = CANONICAL_DECIMAL): DecimalParts | null => {
  let grammar = grammars.get(rules);
  if (!grammar) grammars.set(rules, (grammar = grammarOf(rules)));
  const m = grammar.exec(text);
  if (!m) return null;
  return { negative: m[1] === '-', integer: (m[2] ?? '').replace(/,/g, ''), fraction: m[3] ?? m[4] ?? '' };
};

/** Is `text` canonical decimal text ("-12.50" yes; "1e3", "", " 1", "1,000", ".5" no)? */
export const isDecimalString = (text: string): boolean => parseDecimalText(text) !== null;

/**
 * Canonical text of the parts: no "+", no separators, no leading zeros ("0" before a bare fraction),
 * and zero never negative. `keepScale` keeps trailing fraction zeros ("1.50", as PostgreSQL NUMERIC
 * keeps them); without it they go ("1.5", "2", as typed values are stored).
 */
export const canonicalDecimalText = (parts: DecimalParts, { keepScale }: { keepScale: boolean }): DecimalString => {
  const integer = parts.integer.replace(/^0+(?=\d)/, '') || '0';
  const fraction = keepScale ? parts.fraction : parts.fraction.replace(/0+$/, '');
  const body = fraction === '' ? integer : `${integer}.${fraction}`;
  const isZero = /^[0.]*$/.test(body);
  return parts.negative && !isZero ? `-${body}` : body;
};

/** Digits after the point of canonical text ("12.5" -> 1, "12" -> 0). */
export const decimalPlaces = (text: DecimalString): number => text.split('.')[1]?.length ?? 0;
