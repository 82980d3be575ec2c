/**
 * Is a paste a block from a spreadsheet? Its own tiny module: the Place Bids sheet must
 * tell a pasted block from a typed value at once (the paste event is cancelled before anything
 * loads); the reading of the block (./bid-sheet-import.ts parsePastedCells) loads on demand.
 */
/** A block is a paste for the import (not a value typed into one cell): it has a tab or more than one line. */
export const isPastedBlock = (text: string): boolean => /\t/.test(text) || text.replace(/\r?\n$/, '').includes('\n');
