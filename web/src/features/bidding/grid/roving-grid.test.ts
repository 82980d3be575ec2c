import { describe, expect, it } from 'vitest';
import { focusArrivedAt, gridColumns, gridMoveFor, movePos, moveTo, PAGE_ROWS, type KeyInput } from './roving-grid';
import { NO_BID_KIND_FLAGS } from '../../../../../core/domain/bid-kinds';

const key = (k: string, over: Partial<KeyInput> = {}): KeyInput => ({ key: k, control: 'input', value: '', selectionStart: 0, selectionEnd: 0, ...over });

describe('gridMoveFor', () => {
  it('moves down with ArrowDown and Enter, up with ArrowUp and Shift+Enter, from any control', () => {
    for (const control of ['input', 'select', 'button', 'textarea'] as const) {
      expect(gridMoveFor(key('ArrowDown', { control }))).toEqual({ kind: 'by', rows: 1, cols: 0 });
      expect(gridMoveFor(key('ArrowUp', { control }))).toEqual({ kind: 'by', rows: -1, cols: 0 });
    }
    expect(gridMoveFor(key('Enter'))).toEqual({ kind: 'by', rows: 1, cols: 0 });
    expect(gridMoveFor(key('Enter', { shiftKey: true }))).toEqual({ kind: 'by', rows: -1, cols: 0 });
    expect(gridMoveFor(key('Enter', { control: 'select' }))).toEqual({ kind: 'by', rows: 1, cols: 0 });
  });

  it('leaves Enter to a button (it presses it) and to the comment (a new line)', () => {
    expect(gridMoveFor(key('Enter', { control: 'button' }))).toBeNull();
    expect(gridMoveFor(key('Enter', { control: 'textarea' }))).toBeNull();
  });

  it('moves sideways in a text field only from the text’s edge or with the whole text selected', () => {
    const at = (k: string, start: number, end = start) => gridMoveFor(key(k, { value: '12.5', selectionStart: start, selectionEnd: end }));
    expect(at('ArrowRight', 2)).toBeNull();
    expect(at('ArrowLeft', 2)).toBeNull();
    expect(at('ArrowRight', 4)).toEqual({ kind: 'by', rows: 0, cols: 1 });
    expect(at('ArrowLeft', 0)).toEqual({ kind: 'by', rows: 0, cols: -1 });
    expect(at('ArrowLeft', 4)).toBeNull();
    expect(at('ArrowRight', 0, 4)).toEqual({ kind: 'by', rows: 0, cols: 1 });
    expect(at('ArrowLeft', 0, 4)).toEqual({ kind: 'by', rows: 0, cols: -1 });
    expect(at('ArrowRight', 1, 3)).toBeNull();
    expect(gridMoveFor(key('ArrowRight'))).toEqual({ kind: 'by', rows: 0, cols: 1 });
    expect(gridMoveFor(key('ArrowLeft', { control: 'select' }))).toEqual({ kind: 'by', rows: 0, cols: -1 });
  });

  it('keeps Up/Down inside a comment of several lines until the caret is on its first or last line', () => {
    const text = 'one\ntwo\nthree';
    const at = (k: string, caret: number) => gridMoveFor(key(k, { control: 'textarea', value: text, selectionStart: caret, selectionEnd: caret }));
    expect(at('ArrowUp', 5)).toBeNull();
    expect(at('ArrowDown', 5)).toBeNull();
    expect(at('ArrowUp', 2)).toEqual({ kind: 'by', rows: -1, cols: 0 });
    expect(at('ArrowDown', 10)).toEqual({ kind: 'by', rows: 1, cols: 0 });
  });

  it('pages, jumps to the first and last row, and leaves Alt/Meta and other keys alone', () => {
    expect(gridMoveFor(key('PageDown'))).toEqual({ kind: 'by', rows: PAGE_ROWS, cols: 0 });
    expect(gridMoveFor(key('PageUp'))).toEqual({ kind: 'by', rows: -PAGE_ROWS, cols: 0 });
    expect(gridMoveFor(key('Home', { ctrlKey: true }))).toEqual({ kind: 'row', to: 'first' });
    expect(gridMoveFor(key('End', { ctrlKey: true }))).toEqual({ kind: 'row', to: 'last' });
    expect(gridMoveFor(key('Home'))).toBeNull();
    expect(gridMoveFor(key('End', { control: 'button' }))).toEqual({ kind: 'col', to: 'last' });
    expect(gridMoveFor(key('ArrowDown', { control: 'select', altKey: true }))).toBeNull();
    expect(gridMoveFor(key('ArrowDown', { ctrlKey: true }))).toBeNull();
    expect(gridMoveFor(key('Tab'))).toBeNull();
    expect(gridMoveFor(key('5'))).toBeNull();
  });
});

describe('movePos', () => {
  it('keeps the column moving down a row, and holds at the edges without wrapping', () => {
    expect(movePos({ row: 0, col: 2 }, { kind: 'by', rows: 1, cols: 0 }, 5, 8)).toEqual({ row: 1, col: 2 });
    expect(movePos({ row: 4, col: 2 }, { kind: 'by', rows: 1, cols: 0 }, 5, 8)).toEqual({ row: 4, col: 2 });
    expect(movePos({ row: 0, col: 0 }, { kind: 'by', rows: -1, cols: -1 }, 5, 8)).toEqual({ row: 0, col: 0 });
    expect(movePos({ row: 2, col: 7 }, { kind: 'by', rows: 0, cols: 1 }, 5, 8)).toEqual({ row: 2, col: 7 });
    expect(movePos({ row: 2, col: 3 }, { kind: 'by', rows: PAGE_ROWS, cols: 0 }, 5, 8)).toEqual({ row: 4, col: 3 });
    expect(movePos({ row: 2, col: 3 }, { kind: 'row', to: 'last' }, 5, 8)).toEqual({ row: 4, col: 3 });
    expect(movePos({ row: 2, col: 3 }, { kind: 'col', to: 'first' }, 5, 8)).toEqual({ row: 2, col: 0 });
  });
});

describe('gridColumns', () => {
  it('lists the collateral only when the bidder picks it, and all-in and guarantee when offered', () => {
    expect(gridColumns({ ...NO_BID_KIND_FLAGS, collateralChoice: true, bpsBid: true, dollarBid: true, allInFlag: true, minGuarantee: true })).toEqual(['collateralType', 'basisPoints', 'fixed', 'allIn', 'minBalance', 'lotComment', 'addRow', 'deleteRow', 'clearBid']);
    expect(gridColumns({ ...NO_BID_KIND_FLAGS, collateralChoice: false, bpsBid: true, minGuarantee: false })).toEqual(['basisPoints', 'fixed', 'lotComment', 'addRow', 'deleteRow', 'clearBid']);
  });
});

describe('the focus request travels with the tab stop', () => {
  it('makes a new request for each move, even to the cell already active (Ctrl+Home twice, go to the same lot again)', () => {
    const a = moveTo(7, 'basisPoints', false);
    const b = moveTo(7, 'basisPoints', false);
    expect(a).toEqual(b);
    expect(a.focus).not.toBe(b.focus);
    expect(moveTo(7, 'basisPoints', true).focus).toEqual({ scroll: true });
  });

  it('asks for no focus where the focus arrived by itself (mouse, Tab)', () => {
    expect(focusArrivedAt(7, 'fixed')).toEqual({ key: 7, col: 'fixed', focus: null });
  });
});
