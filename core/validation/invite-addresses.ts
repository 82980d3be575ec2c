/**
 * E-mail addresses of the invitation e-mails, pure so the Email dialog checks
 * the Cc exactly as the server does, before it asks "Are you sure".
 */

const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;
export const isEmailAddress = (s: string): boolean => EMAIL.test(s);

/** A Cc text: addresses separated by commas or semicolons, blanks ignored. */
export const splitAddresses = (s: string): string[] =>
  s
    .split(/[;,]/)
    .map((x) => x.trim())
    .filter((x) => x !== '');

/** The Cc entries that are not e-mail addresses, in the order written. */
export const invalidCcAddresses = (cc: string): string[] => splitAddresses(cc).filter((a) => !isEmailAddress(a));
