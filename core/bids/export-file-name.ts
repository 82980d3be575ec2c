/** The bids export's file name (spec section 9); its own module so the wizard needs none of the export code. */
/**
 * "Exported file name is the auction name plus Bids, spaces turned into underscores":
 * "Spring 2026" -> "Spring_2026_Bids" (then ".xlsx" / ".pdf" when an extension is given).
 * OUR ADDITIONS: the name is trimmed, and characters no file system accepts (/ \ : * ? " < > |
 * and control characters) also become underscores, so a download never fails on the name.
 */
export const bidsExportFileName = (auctionName: string, extension?: 'xlsx' | 'pdf'): string => {
  // eslint-disable-next-line no-control-regex
  const base = `${auctionName.trim()} Bids`.replace(/[\s/\\:*?"<>|\u0000-\u001f]/g, '_');
  return extension ? `${base}.${extension}` : base;
};
