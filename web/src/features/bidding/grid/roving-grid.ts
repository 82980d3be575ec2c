/**
 * The Place Bids sheet's keys, as the WAI-ARIA grid pattern describes them
 * (https://www.w3.org/WAI/ARIA/apg/patterns/grid/): the sheet is one tab stop; inside it the arrow keys
 * and Enter move between the bid cells (the controls of a row: collateral, the bid fields, the lot
 * comment, Add Row, Delete Row, Clear Bid). Pure functions: which move a key asks for, where it lands.
 *
 * OUR DECISIONS, where a cell's own control needs the key:
 * - a text field keeps Left/Right while the caret moves inside its text; at the text's start (Left) or
 *   end (Right), or with the whole text selected (as it is on arriving by keyboard), they move cells;
 * - the lot comment (several lines) keeps Up/Down inside its text and Enter for a new line, and moves
 *   cells from its first line (Up) or last line (Down);
 * - the collateral list moves with Up/Down like every cell; the bidder picks an option by typing its first
 *   letter ("C", "N") or opens the list with Alt+Down or Space;
 * - a button keeps Enter and Space (they press it);
 * - Enter moves down (Shift+Enter up) as in a spreadsheet; Ctrl+Home / Ctrl+End go to the first / last
 *   row, PageUp / PageDown ten rows; Home / End the row's first / last cell outside text fields.
 */

/** The kind of control in a cell. */
import { sheetBidKinds, type BidInputField, type BidKindFlags } from '../../../../../core/domain/bid-kinds';
export type CellControl = 'input' | 'textarea' | 'select' | 'button';

/** The grid columns of a row, in order. */
export type GridColumn = 'collateralType' | BidInputField | 'minBalance' | 'lotComment' | 'addRow' | 'deleteRow' | 'clearBid';

/**
 * The sheet's navigable columns for an auction: the collateral only when the bidder chooses it, the bid kinds'
 * columns the sheet shows (core/domain/bid-kinds.ts sheetBidKinds: bps and fixed always, all-in when offered),
 * the guarantee when offered.
 */
export const gridColumns = (auction: BidKindFlags & { collateralChoice: boolean; minGuarantee: boolean }): GridColumn[] => [
  ...(auction.collateralChoice ? (['collateralType'] as const) : []),
  ...sheetBidKinds(auction).map((k) => k.input),
  ...(auction.minGuarantee ? (['minBalance'] as const) : []),
  'lotComment',
  'addRow',
  'deleteRow',
  'clearBid',
];

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  control: CellControl;
  /** The text of a text field (input, textarea) and its selection. */
  value?: string;
  selectionStart?: number | null;
  selectionEnd?: number | null;
}

export type GridMove = { kind: 'by'; rows: number; cols: number } | { kind: 'row'; to: 'first' | 'last' } | { kind: 'col'; to: 'first' | 'last' };

export const PAGE_ROWS = 10;

const by = (rows: number, cols: number): GridMove => ({ kind: 'by', rows, cols });

/** The move a key asks for in a cell, or null when the key belongs to the cell's control. */
export const gridMoveFor = (k: KeyInput): GridMove | null => {
  if (k.altKey || k.metaKey) return null;
  const text = k.control === 'input' || k.control === 'textarea';
  const value = k.value ?? '';
  const start = k.selectionStart ?? 0;
  const end = k.selectionEnd ?? start;
  const all = start === 0 && end === value.length;
  if (k.ctrlKey) {
    if (k.key === 'Home') return { kind: 'row', to: 'first' };
    if (k.key === 'End') return { kind: 'row', to: 'last' };
    return null;
  }
  switch (k.key) {
    case 'ArrowDown':
      if (k.control === 'textarea' && value.slice(end).includes('\n')) return null;
      return by(1, 0);
    case 'ArrowUp':
      if (k.control === 'textarea' && value.slice(0, start).includes('\n')) return null;
      return by(-1, 0);
    case 'ArrowLeft':
      if (text && !(all || (start === 0 && end === 0))) return null;
      return by(0, -1);
    case 'ArrowRight':
      if (text && !(all || (start === value.length && end === value.length))) return null;
      return by(0, 1);
    case 'Enter':
      if (k.control === 'textarea' || k.control === 'button') return null;
      return by(k.shiftKey ? -1 : 1, 0);
    case 'PageDown':
      return by(PAGE_ROWS, 0);
    case 'PageUp':
      return by(-PAGE_ROWS, 0);
    case 'Home':
      return text ? null : { kind: 'col', to: 'first' };
    case 'End':
      return text ? null : { kind: 'col', to: 'last' };
    default:
      return null;
  }
};

/**
 * The grid's tab stop (its row by key, so it follows the row when rows are added or deleted) and, when a
 * keyboard move or "go to lot" put it there, the request to focus it. The request travels in the same state
 * as the cell it names, so only a render of that state can act on it. (It once sat in a ref that the effect
 * after every render read: when a key arrived while the effects of an earlier render were still pending,
 * as the virtualiser's own re-renders leave them under a busy CPU, React ran those first, the stale effect
 * took the request for the cell it knew, and the move was lost: Ctrl+Home after Ctrl+End stayed on the
 * last lot.)
 */
export interface ActiveCell {
  key: number | undefined;
  col: GridColumn;
  /** A new object for each move; null when the focus arrived by itself (mouse, Tab). */
  focus: { scroll: boolean } | null;
}

/** The tab stop after a keyboard move (scroll: false, focusing scrolls the cell into view) or "go to lot" (scroll: true, its row at the top). */
export const moveTo = (key: number | undefined, col: GridColumn, scroll: boolean): ActiveCell => ({ key, col, focus: { scroll } });

/** The tab stop where the focus arrived by other means: nothing to focus. */
export const focusArrivedAt = (key: number, col: GridColumn): ActiveCell => ({ key, col, focus: null });

export interface GridPos {
  row: number;
  col: number;
}

const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v));

/** Where a move from `pos` lands in a grid of `rows` x `cols` (no wrapping: the edges hold). */
export const movePos = (pos: GridPos, move: GridMove, rows: number, cols: number): GridPos => {
  if (rows <= 0 || cols <= 0) return { row: 0, col: 0 };
  switch (move.kind) {
    case 'by':
      return { row: clamp(pos.row + move.rows, rows - 1), col: clamp(pos.col + move.cols, cols - 1) };
    case 'row':
      return { row: move.to === 'first' ? 0 : rows - 1, col: clamp(pos.col, cols - 1) };
    case 'col':
      return { row: clamp(pos.row, rows - 1), col: move.to === 'first' ? 0 : cols - 1 };
  }
};

/** The control kind of a focused element (null for anything that is not a cell's control). */
export const controlOf = (el: Element): CellControl | null => {
  switch (el.tagName) {
    case 'INPUT':
      return 'input';
    case 'TEXTAREA':
      return 'textarea';
    case 'SELECT':
      return 'select';
    case 'BUTTON':
      return 'button';
    default:
      return null;
  }
};
