import { describe, expect, it } from 'vitest';
import { documentKey, documentRowView, sanitiseFileName } from './document-rows';

describe('info centre document rows', () => {
  it('makes storage keys from the row, never from a path in the name', () => {
    expect(documentKey(12, 'rules', 3, 'Auction Rules (final).pdf')).toBe('auctions/12/rules/3-Auction_Rules_final_.pdf');
    expect(documentKey(12, 'ops', 4, '../../etc/passwd')).toBe('auctions/12/ops/4-passwd');
    expect(sanitiseFileName('C:\\Users\\x\\..\\evil.docx')).toBe('evil.docx');
    expect(sanitiseFileName('...')).toBe('file');
    expect(sanitiseFileName('')).toBe('file');
  });

  it('shows a row in the domain\'s names, with the file name users see and never the storage key', () => {
    const view = documentRowView({ id: 5, auctionId: 2, kind: 'assets', slot: 1, details: 'Lot list', displayFlag: true, fileName: 'lots.xlsx', fileKey: 'auctions/2/assets/5-lots.xlsx' });
    expect(view).toEqual({ id: 5, auctionId: 2, kind: 'assets', slot: 1, displayFlag: true, details: 'Lot list', fileName: 'lots.xlsx' });
    expect(JSON.stringify(view)).not.toContain('auctions/2/assets');
  });
});
