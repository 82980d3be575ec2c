/**
 * The core's public use cases, grouped by area, each with its dependencies bound: what `createCore`
 * answers. Every one takes the acting user first (`Actor`), checks its capability and its input itself
 * (core/policy/actor-guard.ts, the forms' validators), and answers a `Result` whose failure `code` is
 * the one the HTTP API answers (core/domain/failure-codes.ts). The one exception is
 * `users.createFirstManager`, which acts only on a database without a usable manager.
 *
 * Not here: sign-in, tokens, one-time codes and password-reset links, which are the HTTP server's
 * sessions; an embedding program authenticates people its own way and acts as one of the application's
 * users (`core.actor(login)`). Every use case here is checked against the endpoint policy by
 * lib/use-case-policy.test.ts, role by role.
 */
import type { CoreDeps } from './deps';
import { listAuctions, loadAuctionForm, saveAuction } from '../admin/auctions';
import { listBorrowers, loadBorrower, saveBorrower } from '../admin/borrowers';
import { listClients, loadClient, saveClient } from '../admin/clients';
import { loadLogo, uploadLogo } from '../admin/client-logo';
import { columnLabels } from '../admin/columns';
import { exportWorkbook } from '../admin/excel-export';
import { createFirstManager } from '../admin/first-manager';
import { invitePopup, recipientsFor, sendInvites } from '../admin/invitations';
import { approvedBorrowers, approvedUsers, invitedUsers, inviteeLists, saveInvitees, saveUserList } from '../admin/invitees';
import { blankLotForm, deleteLots, importLots, listLots, loadLotForm, lotChoices, saveLot } from '../admin/lots';
import { listUsers, loadUserForm, saveUser } from '../admin/users';
import { disableMfa, enrolMfa } from '../auth/mfa';
import { setPassword } from '../auth/password-reset';
import { checkReceipt, ledgerHead, verifyAuctionLedger } from '../audit/ledger-checks';
import { applyAwardProposal, optimizeAwards } from '../awards/award-optimizer-service';
import { awardHistory } from '../awards/award-history';
import { awardBids, confirmAwards, generateAwards, getAwards, saveAwards, unconfirmAwards } from '../awards/award-service';
import { bidConfirmationPdf, bidsExcel, sendConfirmationEmail } from '../bids/bid-confirmation-pdf';
import { confirmBids, enterBids, getBids, saveBids } from '../bids/bids';
import { bidTemplate, readBidFile } from '../bids/bid-file';
import { acceptRules, getAcceptRules, recordRulesLinkClicked } from '../bids/rules-acceptance';
import { chooseTemplate, downloadDocument, editRows, findInfocenter, infoCentreOf, saveRows, specificAuctionRules, templateData, uploadFiles, userAgreement } from '../infocentre/infocentre';
import { awardSummary, saveAwardSummary } from '../reports/award-summary';
import { addLegalComment, legalComments, saveLegalComments } from '../reports/legal-comments';
import { auctionRecommendations, saveRecommendations } from '../reports/recommendations';
import { fullBidDetailsWorkbook, legalCommentsWorkbook, recommendationsWorkbook } from '../reports/report-exports';
import { reportLogo } from '../reports/report-logos';
import { closeMonitor, closeMonitorSummary } from '../close/close-monitor';
import { extendAuction } from '../close/auction-extension';
import { runReminders } from '../close/close-reminders';
import * as reportReads from '../reports/report-queries';

/** A use case with its dependencies bound: `(deps, actor, ...input)` becomes `(actor, ...input)`. */
export type Bound<F> = F extends (deps: CoreDeps, ...args: infer A) => infer R ? (...args: A) => R : never;

export type Area = Record<string, (deps: CoreDeps, ...args: never[]) => unknown>;
export type BoundArea<T extends Area> = { [K in keyof T]: Bound<T[K]> };

const bindArea = <T extends Area>(deps: CoreDeps, area: T): BoundArea<T> =>
  Object.fromEntries(Object.entries(area).map(([name, fn]) => [name, (...args: never[]) => fn(deps, ...args)])) as BoundArea<T>;

/** The public use cases by area (the unbound functions; `useCasesOf` binds them). */
export const USE_CASES = {
  auctions: { list: listAuctions, load: loadAuctionForm, save: saveAuction },
  lots: { list: listLots, choices: lotChoices, load: loadLotForm, blank: blankLotForm, save: saveLot, delete: deleteLots, import: importLots },
  borrowers: { list: listBorrowers, load: loadBorrower, save: saveBorrower },
  clients: { list: listClients, load: loadClient, save: saveClient, uploadLogo, loadLogo },
  users: { list: listUsers, load: loadUserForm, save: saveUser, createFirstManager, setPassword, enrolMfa, disableMfa },
  invitees: { lists: inviteeLists, save: saveInvitees, approvedBorrowers, approvedUsers, invitedUsers, saveUserList },
  invitations: { templates: invitePopup, recipients: recipientsFor, send: sendInvites },
  exports: { workbook: exportWorkbook, columnLabels },
  infoCentres: {
    list: findInfocenter,
    one: infoCentreOf,
    templateData,
    chooseTemplate,
    editRows,
    saveRows,
    uploadFiles,
    downloadDocument,
    userAgreement,
    auctionRules: specificAuctionRules,
  },
  bids: {
    lots: enterBids,
    rulesFlags: getAcceptRules,
    rulesLinkClicked: recordRulesLinkClicked,
    acceptRules,
    list: getBids,
    save: saveBids,
    confirm: confirmBids,
    excel: bidsExcel,
    confirmationPdf: bidConfirmationPdf,
    sendConfirmationEmail,
    bidTemplate,
    readBidFile,
  },
  reports: {
    // Every report read of core/reports/report-queries.ts (auctionInfo, lots, bids, …) under its name
    // there, so a report added there is here too; its exports must all be use cases (`Area` checks it).
    ...reportReads,
    fullBidDetailsWorkbook,
    awardSummary,
    saveAwardSummary,
    legalComments,
    saveLegalComments,
    addLegalComment,
    legalCommentsWorkbook,
    recommendations: auctionRecommendations,
    saveRecommendations,
    recommendationsWorkbook,
    logo: reportLogo,
  },
  awards: {
    bids: awardBids,
    list: getAwards,
    save: saveAwards,
    generate: generateAwards,
    confirm: confirmAwards,
    unconfirm: unconfirmAwards,
    optimize: optimizeAwards,
    applyProposal: applyAwardProposal,
    history: awardHistory,
  },
  audit: { verify: verifyAuctionLedger, receipt: checkReceipt, head: ledgerHead },
  close: { summary: closeMonitorSummary, monitor: closeMonitor, extend: extendAuction, runReminders },
} as const;

export type UseCases = { [A in keyof typeof USE_CASES]: BoundArea<(typeof USE_CASES)[A]> };

/** The name of every public use case: its path on the core, `area.name` (a use case's spec carries it). */
export type UseCaseName = { [A in keyof UseCases]: `${A & string}.${keyof UseCases[A] & string}` }[keyof UseCases];

/** The bound use case named `N`. */
export type UseCaseAt<N extends UseCaseName> = N extends `${infer A extends keyof UseCases & string}.${infer K}` ? (K extends keyof UseCases[A] ? UseCases[A][K] : never) : never;

/** The bound use case of `uc` named `name` (an adapter serving a route by the use case it names). */
export const useCaseAt = <N extends UseCaseName>(uc: UseCases, name: N): UseCaseAt<N> => {
  const [area, key] = name.split('.');
  return (uc as unknown as Record<string, Record<string, UseCaseAt<N>>>)[area][key];
};

/** Every public use case with `deps` bound. */
export const useCasesOf = (deps: CoreDeps): UseCases =>
  Object.fromEntries(Object.entries(USE_CASES).map(([area, fns]) => [area, bindArea(deps, fns as Area)])) as UseCases;
