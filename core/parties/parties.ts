/**
 * What regulators need to name the parties of a loan: each client's and borrower's LEI (optional until
 * known), a borrower's type, and a broker-dealer's market participant identifier (MPID: 4 letters).
 */
import { isValidLei } from './lei';

export const BORROWER_TYPES = ['BROKER_DEALER', 'BANK', 'OTHER'] as const;
export type BorrowerType = (typeof BORROWER_TYPES)[number];

/** How the forms and exports name each borrower type. */
export const BORROWER_TYPE_LABELS: Readonly<Record<BorrowerType, string>> = { BROKER_DEALER: 'Broker-dealer', BANK: 'Bank', OTHER: 'Other' };

export const DEFAULT_BORROWER_TYPE: BorrowerType = 'OTHER';

export const LEI_INVALID = 'LEI must be 20 letters or digits with valid check digits (ISO 17442).';
export const MPID_INVALID = 'MPID must be 4 letters.';

const MPID_SHAPE = /^[A-Z]{4}$/;

/** An MPID as stored (upper case), or null when it is not 4 letters. */
export const mpidOf = (text: string): string | null => {
  const v = text.trim().toUpperCase();
  return MPID_SHAPE.test(v) ? v : null;
};

/** An LEI as stored (trimmed, upper case), or null when its shape or check digits are wrong. */
export const leiOf = (text: string): string | null => {
  const v = text.trim().toUpperCase();
  return isValidLei(v) ? v : null;
};
