/**
 * Every validator the web or the contract runs is also run inside its use case, so an
 * embedder passing a raw object gets the spec's messages, as a person at a screen does.
 *
 * The sources of web/src and contract/ (not tests) are scanned for the core validators they import:
 * functions named validate*, parse*, check*, read* or *TooLong imported from core/ (a use case a route
 * names, `useCase: readBidFile`, is not one). Each must have an
 * entry below, and each entry must be one of them: an input the validator refuses, and the use case
 * called with it, which must answer exactly what the validator answers (code, message, fields), and
 * write nothing. Validators of the sign-in screens have no use case in the facade (those use cases
 * are the HTTP server's sessions, core/auth/*); they are listed with that reason, and their use case
 * is called directly instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testAppForAllTests } from '../adapters/http/tests/kits/test-app-lifecycle.test-kit';
import { snapshotter, type Snapshotter } from '../adapters/http/tests/kits/db-snapshot.test-kit';
import { asActor, bidsSave, type Row } from '../adapters/http/tests/kits/participation.test-kit';
import type { UseCases } from '../core/app/core-api';
import { validateUnconfirmReason, UNCONFIRM_REASON_MAX } from '../core/awards/award-save-rules';
import { verifyOtp } from '../core/auth/mfa';
import { requestPasswordReset, resetPassword } from '../core/auth/password-reset';
import { grantToken } from '../core/auth/sign-in';
import { validateBidRows } from '../core/bids/bid-rules';
import { validateHoldingRows } from '../core/holdings/holding-rules';
import { MSG } from '../core/domain/messages';
import { fail, type Failure } from '../core/domain/result';
import { parseLotsCsv, type LotsCsvFailure } from '../core/lots-csv/parse-lots-csv';
import { checkLotUploadFiles } from '../core/lots-csv/upload-files';
import { parseLotRows, type LotRowInput } from '../core/validation/lot-rows';
import { parseExportRows, parseInviteesChange, parseLotIds, parseUserListChange, readSendInvitesBody } from '../core/validation/admin-bodies';
import { validateAuction } from '../core/validation/auction-form';
import { validateForgotPassword, validateLogin, validateOneTimeCode, validateRedirectChoice, validateResetPassword } from '../core/validation/auth-forms';
import { validateLot } from '../core/validation/lot-form';
import { validateBorrower, validateClient } from '../core/validation/organisation-forms';
import { FREE_TEXT_MAX_LENGTH, freeTextsTooLong } from '../core/validation/text-limit-fields';
import { validateUser, validateUserSaveRequest } from '../core/validation/user-form';
import { readSummaryAmounts } from '../core/validation/award-summary-amounts';
import { EMPTY_SUMMARY } from '../core/reports/award-summary';
import { rowFieldErrors } from '../web/src/lib/body-check';
import { facadePaths, recordingUseCases } from './use-cases.test-kit';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const VALIDATOR_NAME = /^(validate|parse|check|read)[A-Z]|TooLong$/;
/** Imported under a validator's name, yet no validator: a helper with no rule of its own. */
const NOT_VALIDATORS: Record<string, string> = {
  parseShape: 'the schema-shape step every validator starts with; the contract runs it on a zod schema that is the validation itself',
  parseBidNumber: 'reads a typed bid figure for the running estimate of the Place Bids sheet (web/src/features/bidding/grid/sheet-estimate.ts), where a figure it cannot read counts in no total; refusing it is the work of validateBidRows, which parses every bid field with it and has its own entry',
};

/** The validators (by name) the web and the contract import from core/, with the module each comes from. */
function scannedValidators(): Map<string, { module: string; importers: string[] }> {
  const found = new Map<string, { module: string; importers: string[] }>();
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
  const sources = [...walk(join(ROOT, 'web/src')), ...walk(join(ROOT, 'contract'))].filter((f) => /\.tsx?$/.test(f) && !/\.test(-kit)?\.tsx?$/.test(f));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      const module = relative(ROOT, resolve(dirname(file), m[3])).replaceAll('\\', '/');
      if (m[1] || !module.startsWith('core/')) continue;
      for (const spec of m[2].split(',').map((s) => s.trim())) {
        const name = spec.split(/\s+as\s+/)[0];
        if (!spec || spec.startsWith('type ') || !VALIDATOR_NAME.test(name) || name in NOT_VALIDATORS) continue;
        // A use case a contract route names (`useCase: readBidFile`) is what the route calls, not a validator it runs.
        if (new RegExp(`\\buseCase: ${name}\\b`).test(text)) continue;
        const seen = found.get(name) ?? { module, importers: [] };
        seen.importers.push(relative(ROOT, file));
        found.set(name, seen);
      }
    }
  }
  return found;
}

interface Check {
  /** The use case that must run the validator: its facade path, or its core/auth function outside the facade. */
  useCase: string;
  /** The validator's answer for an input it refuses, as the screen (or the contract) shows it. */
  expected: () => Failure | Promise<Failure>;
  /** The use case called with that input. */
  actual: (uc: UseCases) => unknown;
}

interface Entry {
  /** The validator itself: the very export the scan finds. */
  validator: (...args: never[]) => unknown;
  /** Why its screen's use case is not in the facade (then `useCase` names a core/auth function), or why there is none. */
  outsideFacade?: string;
  checks: Check[];
}

/** The usual check: the validator and the use case given one input, as the screen sends it to both. */
const sameInput = <I>(useCase: string, input: I, validate: (input: I) => unknown, call: (uc: UseCases, input: I) => unknown): Check => ({
  useCase,
  expected: () => validate(input) as Failure,
  actual: (uc) => call(uc, input),
});

const SESSIONS = 'a sign-in screen: its use case is the HTTP server’s session (core/auth/*), not in the facade, whose embedders authenticate people their own way';

const t = testAppForAllTests();
let snap: Snapshotter;
const w = () => t.world;
const live = () => t.world.auctions.live.id;
const manager = () => asActor(t.world.users.manager);
const long = 'x'.repeat(FREE_TEXT_MAX_LENGTH + 1);
const CSV_HEADER =
  'Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL BPS,Incumbent,Concentration Risk,Gross Dividend,Tax Rate\n';

/**
 * OUR NOTE (reported): importLots answers a refusal of parseLotsCsv (EMPTY_FILE, EMPTY_TEMPLATE) with
 * its message and title, under the code VALIDATION and with the message as `fields.file` too, which is
 * the shape of the upload's HTTP answer; a LIMIT_EXCEEDED passes unchanged.
 */
const asUploadRefusal = (v: LotsCsvFailure): Failure & { title?: string } => {
  const f = fail('VALIDATION', v.message, { file: v.message });
  return v.title ? { ...f, title: v.title } : f;
};
const csvContext = () => ({ auctionId: w().auctions.upcoming.id, allInFlag: w().auctions.upcoming.allInFlag, auctionCurrency: w().auctions.upcoming.currency, assetClasses: [], currencies: [] });
const unableToSave = (fields: Record<string, string>) => fail('VALIDATION', MSG.UNABLE_TO_SAVE, fields);

const superAndManager = { id: -1, loginName: 'embedded', firstName: 'Em', lastName: 'Bedded', emailAddress: 'not-an-address', roles: ['SUPERBIDDER', 'MANAGER'] };
const blankUser = { id: -1, loginName: ' ', firstName: '', lastName: '', emailAddress: '', roles: ['NOBODY'], mfaEnabled: true };
const newAuction = { id: -1, auctionName: '' };
const newLot = () => ({ id: -1, auctionId: live(), lotName: '' });
const txtFile = [{ name: 'lots.txt', bytes: new TextEncoder().encode(CSV_HEADER) }];
/** A good row and a row whose CUSIP check digit is wrong. */
const badHoldings = () => [
  { isin: 'US0378331005', issuerName: 'Apple Inc.', quantity: '1', price: '1', currency: 'USD' },
  { cusip: '037833101', issuerName: 'Apple Inc.', quantity: '0', price: '1', currency: 'USD' },
];
const twoFieldRow = (): Row[] => [{ lotId: w().lots.lot1.id, basisPoints: '10', fixed: '1000' }];

const VALIDATORS: Record<string, Entry> = {
  validateUser: {
    validator: validateUser,
    checks: [sameInput('users.save', superAndManager, validateUser, (uc, user) => uc.users.save(manager(), user))],
  },
  validateUserSaveRequest: {
    validator: validateUserSaveRequest,
    checks: [sameInput('users.save', blankUser, validateUserSaveRequest, (uc, user) => uc.users.save(manager(), user))],
  },
  validateBorrower: {
    validator: validateBorrower,
    checks: [sameInput('borrowers.save', { id: -1, companyName: ' ', companyCode: '' }, validateBorrower, (uc, form) => uc.borrowers.save(manager(), form))],
  },
  validateClient: {
    validator: validateClient,
    checks: [sameInput('clients.save', { id: -1, clientName: '', clientCode: 'X' }, validateClient, (uc, form) => uc.clients.save(manager(), form))],
  },
  validateAuction: {
    validator: validateAuction,
    checks: [
      {
        useCase: 'auctions.save',
        expected: () => validateAuction(newAuction, { nowMs: t.clock.nowMs(), existingStartDate: null }) as Failure,
        actual: (uc) => uc.auctions.save(manager(), newAuction),
      },
    ],
  },
  validateLot: {
    validator: validateLot,
    checks: [
      {
        useCase: 'lots.save',
        expected: () => validateLot(newLot(), { allInFlag: w().auctions.live.allInFlag, auctionCurrency: w().auctions.live.currency }) as Failure,
        actual: (uc) => uc.lots.save(manager(), newLot()),
      },
    ],
  },
  parseLotIds: {
    validator: parseLotIds,
    checks: [sameInput('lots.delete', { ids: ['x'] }, parseLotIds, (uc, body) => uc.lots.delete(manager(), body))],
  },
  parseLotRows: {
    validator: parseLotRows,
    checks: [sameInput('lots.saveMany', [{ lotNumber: 5 }], parseLotRows, (uc, rows) => uc.lots.saveMany(manager(), w().auctions.upcoming.id, rows as unknown as LotRowInput[]))],
  },
  checkLotUploadFiles: {
    validator: checkLotUploadFiles,
    checks: [
      {
        useCase: 'lots.import',
        expected: () => checkLotUploadFiles(txtFile) as Failure,
        actual: (uc) => uc.lots.import(manager(), w().auctions.upcoming.id, { files: txtFile }),
      },
    ],
  },
  parseLotsCsv: {
    validator: parseLotsCsv,
    checks: [
      {
        useCase: 'lots.import',
        expected: () => asUploadRefusal(parseLotsCsv('', csvContext()) as LotsCsvFailure),
        actual: (uc) => uc.lots.import(manager(), w().auctions.upcoming.id, ''),
      },
      {
        useCase: 'lots.import',
        expected: () => asUploadRefusal(parseLotsCsv(CSV_HEADER, csvContext()) as LotsCsvFailure),
        actual: (uc) => uc.lots.import(manager(), w().auctions.upcoming.id, CSV_HEADER),
      },
    ],
  },
  parseInviteesChange: {
    validator: parseInviteesChange,
    checks: [sameInput('invitees.save', {}, parseInviteesChange, (uc, body) => uc.invitees.save(manager(), live(), body))],
  },
  parseUserListChange: {
    validator: parseUserListChange,
    checks: [sameInput('invitees.saveUserList', { userIds: ['x'] }, parseUserListChange, (uc, body) => uc.invitees.saveUserList(manager(), live(), body))],
  },
  readSendInvitesBody: {
    validator: readSendInvitesBody,
    checks: [
      sameInput('invitations.send', { text: 'Hi', subject: 'Bid Invite', borrowerIds: [{ id: 'x' }] }, readSendInvitesBody, (uc, body) => uc.invitations.send(manager(), live(), body)),
    ],
  },
  parseExportRows: {
    validator: parseExportRows,
    checks: [
      {
        useCase: 'exports.workbook',
        expected: () => parseExportRows({ rows: [1] }) as Failure,
        actual: (uc) => uc.exports.workbook(manager(), JSON.parse('{"rows":[1]}')),
      },
    ],
  },
  validateUnconfirmReason: {
    validator: validateUnconfirmReason,
    checks: [sameInput('awards.unconfirm', 'r'.repeat(UNCONFIRM_REASON_MAX + 1), validateUnconfirmReason, (uc, reason) => uc.awards.unconfirm(asActor(w().users.awarder), live(), reason))],
  },
  validateHoldingRows: {
    validator: validateHoldingRows,
    checks: [
      {
        useCase: 'holdings.saveLot',
        expected: () => validateHoldingRows(badHoldings()) as Failure,
        actual: (uc) => uc.holdings.saveLot(manager(), w().lots.lot1.id, badHoldings()),
      },
    ],
  },
  validateBidRows: {
    validator: validateBidRows,
    checks: [
      {
        useCase: 'bids.save',
        expected: () => validateBidRows(bidsSave(twoFieldRow()).rows, w().auctions.live) as Failure,
        actual: (uc) => uc.bids.save(asActor(w().users.bidder1), live(), bidsSave(twoFieldRow())),
      },
    ],
  },
  // The Award Summary's portfolio figures are amounts (the edit form shows each field's message).
  readSummaryAmounts: {
    validator: readSummaryAmounts,
    checks: [
      {
        useCase: 'reports.saveAwardSummary',
        expected: () => {
          const read = readSummaryAmounts({ ...EMPTY_SUMMARY, baseline1: 'abc', auctionRevenue2: '-5' });
          return unableToSave(read.ok ? {} : read.fields);
        },
        actual: (uc) =>
          uc.reports.saveAwardSummary(manager(), { auctionId: live(), totalAuctionDate: null, texts: { ...EMPTY_SUMMARY, baseline1: 'abc', auctionRevenue2: '-5' } }),
      },
    ],
  },
  // The screens show the free-text limit's fields under their save's summary message.
  freeTextsTooLong: {
    validator: freeTextsTooLong,
    checks: [
      {
        useCase: 'invitations.send',
        expected: () => fail('VALIDATION', MSG.UNABLE_TO_SEND_EMAILS, freeTextsTooLong({ text: long, cc: '' })),
        actual: (uc) => uc.invitations.send(manager(), live(), { text: long, subject: 'Bid Invite', cc: '', borrowerIds: [w().borrowers.first.id] }),
      },
      {
        useCase: 'reports.saveAwardSummary',
        expected: () => unableToSave(freeTextsTooLong({ bidSummary: long })),
        actual: (uc) => uc.reports.saveAwardSummary(manager(), { auctionId: live(), totalAuctionDate: null, texts: { bidSummary: long } as never }),
      },
      {
        useCase: 'reports.saveLegalComments',
        expected: () => unableToSave(rowFieldErrors([{ comments: long }], (r) => freeTextsTooLong({ comments: r.comments }))),
        actual: (uc) => uc.reports.saveLegalComments(manager(), { auctionId: live(), rows: [{ id: 1, borrower: 'B', comments: long }] }),
      },
      {
        useCase: 'reports.addLegalComment',
        expected: () => unableToSave(freeTextsTooLong({ comments: long })),
        actual: (uc) => uc.reports.addLegalComment(manager(), { auctionId: live(), borrower: 'B', comments: long }),
      },
      {
        // OUR NOTE (reported): the screen checks each row (rowFieldErrors: `0.awardAnalysis`), the use
        // case answers the validator's field without the row's index (`awardAnalysis`), unlike the
        // legal comments' save, so a raw caller's refusal is not shown on its row.
        useCase: 'reports.saveRecommendations',
        expected: () => unableToSave(freeTextsTooLong({ awardAnalysis: long })),
        actual: (uc) => uc.reports.saveRecommendations(manager(), [{ auctionId: live(), lotId: w().lots.lot1.id, awardAnalysis: long }]),
      },
    ],
  },

  validateLogin: {
    validator: validateLogin,
    outsideFacade: SESSIONS,
    checks: [
      {
        useCase: 'core/auth/sign-in grantToken (password grant)',
        expected: () => validateLogin({ username: ' ', password: '' }) as Failure,
        actual: () => grantToken(t.deps, { grant_type: 'password', username: ' ', password: '', clientAddress: '127.0.0.1' }),
      },
    ],
  },
  validateOneTimeCode: {
    validator: validateOneTimeCode,
    outsideFacade: SESSIONS,
    checks: [
      {
        useCase: 'core/auth/mfa verifyOtp',
        expected: () => validateOneTimeCode({ code: ' \t' }) as Failure,
        actual: () => verifyOtp(t.deps, { user: w().users.mfauser, roles: w().users.mfauser.roles, tokenId: 0, mfaPending: true }, ' \t'),
      },
    ],
  },
  validateResetPassword: {
    validator: validateResetPassword,
    outsideFacade: SESSIONS,
    checks: [
      {
        useCase: 'core/auth/password-reset resetPassword',
        expected: () => validateResetPassword({ password: 'short', confirmPassword: 'other', loginName: 'manager', passwordResetCode: 'abc' }) as Failure,
        actual: () => resetPassword(t.deps, { password: 'short', confirmPassword: 'other', loginName: 'manager', passwordResetCode: 'abc' }),
      },
    ],
  },
  validateForgotPassword: {
    validator: validateForgotPassword,
    outsideFacade: SESSIONS,
    checks: [
      {
        useCase: 'core/auth/password-reset requestPasswordReset',
        expected: () => validateForgotPassword({ loginName: ' ' }) as Failure,
        actual: () => requestPasswordReset(t.deps, ' '),
      },
    ],
  },
  validateRedirectChoice: {
    validator: validateRedirectChoice,
    outsideFacade: 'the post-login redirect choice only chooses the next screen in the browser: no request, no use case',
    checks: [],
  },
};

beforeAll(async () => {
  snap = snapshotter(t);
  // bidder1 passes the rules wizard on the live auction, so its bid save reaches the rows' validation.
  const { uc } = recordingUseCases(t.deps);
  const bidder = asActor(t.world.users.bidder1);
  expect(await uc.bids.rulesLinkClicked(bidder, live())).toMatchObject({ ok: true });
  expect(await uc.bids.acceptRules(bidder, live())).toMatchObject({ ok: true });
});
afterAll(() => {
  snap?.close();
});

describe('every validator the web or the contract runs is also run inside its use case', () => {
  const scanned = scannedValidators();

  it('the scan finds the validators the screens and the contract import', () => {
    expect(scanned.get('validateUser')?.importers).toContain('web/src/features/users/components/user-edit-page.tsx');
    expect(scanned.get('validateUserSaveRequest')?.importers).toContain('contract/admin-users.ts');
    expect(scanned.has('parseShape')).toBe(false);
  });

  it('every scanned validator has an entry, and every entry is a scanned validator (the very export)', async () => {
    expect(Object.keys(VALIDATORS).sort()).toEqual([...scanned.keys()].sort());
    for (const [name, { module }] of scanned) {
      const exports = (await import(join(ROOT, `${module}.ts`))) as Record<string, unknown>;
      expect(exports[name], `${name} of ${module}`).toBe(VALIDATORS[name]?.validator);
    }
  });

  for (const [name, entry] of Object.entries(VALIDATORS)) {
    const through = entry.checks.map((c) => c.useCase).join(', ') || 'no use case';
    it(`${name}: ${through} answers what it answers, and writes nothing`, async () => {
      if (entry.outsideFacade || entry.checks.length === 0) expect(entry.outsideFacade, `${name}: why it is checked outside the facade`).toBeTruthy();
      const { uc, calls } = recordingUseCases(t.deps);
      for (const check of entry.checks) {
        const inFacade = facadePaths().includes(check.useCase);
        expect(inFacade, `${check.useCase}: a facade path, unless the entry says why not`).toBe(!entry.outsideFacade);
        const expected = await check.expected();
        expect(expected.ok, `${name} refuses the input of ${check.useCase}`).toBe(false);
        await t.idle();
        const before = await snap.snapshot();
        calls.length = 0;
        expect(await check.actual(uc), `${name} in ${check.useCase}`).toStrictEqual(expected);
        expect(calls).toEqual(inFacade ? [check.useCase] : []);
        expect(await snap.snapshot(), `${check.useCase} wrote`).toBe(before);
      }
    });
  }

  it('users.save refuses roles SUPERBIDDER + MANAGER and the e-mail not-an-address with the spec’s messages', async () => {
    const { uc } = recordingUseCases(t.deps);
    expect(await uc.users.save(manager(), superAndManager)).toMatchObject({
      ok: false,
      code: 'VALIDATION',
      message: MSG.UNABLE_TO_CREATE_USER,
      fields: { roles: MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE, emailAddress: MSG.EMAIL_IS_NOT_VALID },
    });
  });
});
