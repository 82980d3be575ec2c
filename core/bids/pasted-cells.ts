/**
 * A block pasted from Excel or LibreOffice, as cells (issue 26). Its own small module with no imports:
 * the Place Bids sheet tells a pasted block from a typed value with `isPastedBlock` at once (the paste
 * event must be cancelled before anything loads), and the rest of the import (./bid-sheet-import.ts)
 * loads on demand.
 */
/**
 * The cells of a block copied from Excel or LibreOffice (text/plain: tab-separated cells, one line per
 * row). A cell holding a tab, a line break or a quote comes quoted ("a ""b"""), as both write it; the
 * line break the copy ends with adds no row.
 */
export function parsePastedCells(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const t = text.replace(/\r\n?/g, '\n');
  let atCellStart = true;
  while (i < t.length) {
    const ch = t[i];
    if (atCellStart && ch === '"') {
      // A quoted cell: up to the closing quote not doubled.
      let j = i + 1;
      let quoted = '';
      while (j < t.length) {
        if (t[j] === '"' && t[j + 1] === '"') {
          quoted += '"';
          j += 2;
        } else if (t[j] === '"') break;
        else quoted += t[j++];
      }
      // Not a well-formed quoted cell (no closing quote, or text after it): the text as it is.
      if (j < t.length && (j + 1 === t.length || t[j + 1] === '\t' || t[j + 1] === '\n')) {
        cell = quoted;
        i = j + 1;
        atCellStart = false;
        continue;
      }
    }
    atCellStart = false;
    if (ch === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
    } else cell += ch;
    i++;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A block is a paste for the import (not a value typed into one cell): it has a tab or more than one line. */
export const isPastedBlock = (text: string): boolean => /\t/.test(text) || text.replace(/\r?\n$/, '').includes('\n');
