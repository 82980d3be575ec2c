import { describe, expect, it } from 'vitest';
import { borrowerRoutes } from '../../../contract/admin-organisations';
import { infoCentreRoutes } from '../../../contract/infocentre';
import { reportRoutes } from '../../../contract/reports';
import { MSG } from '../../../core/domain/messages';
import { freeTextsTooLong } from '../../../core/validation/text-limit-fields';
import { FREE_TEXT_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '../../../core/validation/text-limits';
import { bodyFieldErrors, firstFieldErrors, rowFieldErrors } from './body-check';

describe('the browser checks a body with its route schema, as the server does', () => {
  it('a 256-character borrower name gets the server message under its field; 255 passes', () => {
    const body = { id: -1, companyName: 'B'.repeat(TEXT_FIELD_MAX_LENGTH + 1), companyCode: 'BOR', active: true };
    expect(bodyFieldErrors(borrowerRoutes.save, body)).toEqual({ companyName: MSG.TEXT_TOO_LONG });
    expect(bodyFieldErrors(borrowerRoutes.save, { ...body, companyName: 'B'.repeat(TEXT_FIELD_MAX_LENGTH) })).toEqual({});
  });

  it("the borrower form's own rules come with the schema (the route runs core's validateBorrower)", () => {
    expect(bodyFieldErrors(borrowerRoutes.save, { id: -1, companyName: ' ', companyCode: 'BOR', active: true })).toEqual({ companyName: MSG.BORROWER_NAME_IS_REQUIRED });
  });

  it('a document row over 10,000 characters is named by its index, like the server answer', () => {
    const rows = [
      { id: 1, details: 'ok', displayFlag: true },
      { id: 2, details: 'd'.repeat(FREE_TEXT_MAX_LENGTH + 1), displayFlag: false },
    ];
    expect(bodyFieldErrors(infoCentreRoutes.rules.save, rows)).toEqual({ '1.details': MSG.FREE_TEXT_TOO_LONG });
  });

  it("report texts: the edge bound first, then core's free-text limit, per row", () => {
    const body = [{ id: 1, auctionId: 7, borrower: 'Alpha', comments: 'c'.repeat(FREE_TEXT_MAX_LENGTH + 1) }];
    const check = () =>
      firstFieldErrors(
        () => bodyFieldErrors(reportRoutes.legalCommentsSave, body),
        () => rowFieldErrors(body, (r) => freeTextsTooLong({ comments: r.comments })),
      );
    expect(check()).toEqual({ '0.comments': MSG.FREE_TEXT_TOO_LONG });
    body[0].borrower = 'b'.repeat(TEXT_FIELD_MAX_LENGTH + 1);
    expect(check()).toEqual({ '0.borrower': MSG.TEXT_TOO_LONG });
  });
});
