/**
 * @module
 * Sealed-bid securities-lending auctions, as a library: the core of the application (auctions and
 * lots, borrowers and users, the information centre, the bid wizard, reports, awards and the award
 * optimiser, the hash-chained bid ledger) for a program that embeds it, such as a lending agent's own
 * portal, an overnight batch job or a risk system.
 *
 * `createCore({ store })` wires it (a store from `securities-lending-auction/adapters`); each use case
 * takes the acting user first, an `Actor` the core issued (`core.actor(login)`, `core.actorFor(userId)`),
 * and checks, itself, both that user's roles as stored and its input, with the messages of the
 * specification. Failures are values (`Result`), never exceptions.
 */
export { createCore, DEFAULT_SETTINGS, type Core, type CoreOptions } from '../adapters/create-core';
export type { CoreUseCases as UseCases, UseCaseName } from '../core/app/core-api';
export type { Access } from '../core/policy/access';
export type { SpecifiedUseCase, UseCaseAccess, UseCaseSpec } from '../core/app/use-case-spec';
export type { CoreDeps, Settings, SuperBidderAfterClose } from '../core/app/deps';
// A class, so `instanceof Actor` holds for an issued actor; its constructor is private, and an object it made without the core is refused like any other.
export { IssuedActor as Actor } from '../core/auth/issued-actor';
export { ok, fail, isFailure, mapOk, unwrap, FailureError, type Result, type Ok, type Failure } from '../core/domain/result';
export { FAILURE_CODES, type FailureCode } from '../core/domain/failure-codes';
export { MSG } from '../core/domain/messages';
export { CAPABILITY_ROLES, can, type Capability } from '../core/policy/capabilities';
export { ROLE_CODES, ROLES, type RoleCode } from '../core/domain/roles';
export {
  BID_KINDS,
  type BidAmountField,
  type BidAmounts,
  type BidInputField,
  type BidInputs,
  type BidKind,
  type BidKindEntry,
  type BidKindFlag,
  type BidKindFlags,
  type BidKindSpec,
  type BidUnit,
} from '../core/domain/bid-kinds';
export type * from '../core/domain/entities';
export { clockOf, fixedClock, type Clock } from '../core/ports/clock';
export type * from '../core/ports/repositories';
export type { Mailer, SentMail } from '../core/ports/mailer';
export type { FileStore } from '../core/ports/file-store';
export type * from '../core/ports/documents';
export type * from '../core/ports/upload-reader';
export type * from '../core/ports/exact-solver';
export type { PasswordHasher, PasswordCheckGate, PasswordCheckTurn, PasswordCheckOutcome, SecretGenerator, OtpVerifier, CommonPasswords, PasswordStrength, PasswordEstimate } from '../core/ports/secrets';
export type { Sha256 } from '../core/ports/digest';
export type { BackgroundTasks } from '../core/ports/background';

// What the use cases take and answer (`UseCases` lists their signatures).
export type { AuctionForm, AuctionListQuery, AuctionSaved, AuctionView } from '../core/admin/auctions';
export type { AuctionCopyInput, AuctionSaveInput } from '../core/validation/auction-form';
export type { EndingExclusive } from '../core/admin/exclusives-ending';
export type { ImportLotsOptions, ImportLotsResult, LotChoices, LotForm, LotView as LotListView, LotsImported, LotsSource } from '../core/admin/lots';
export type { LotSaveBodyInput } from '../core/validation/lot-form';
export type { LotsSaved } from '../core/admin/lots-save-many';
export type { LotRowInput } from '../core/validation/lot-rows';
export type { LotsCsvContext, LotsCsvFailure, LotsCsvParsed, LotsCsvResult, NewLot, SkippedRow } from '../core/lots-csv/parse-lots-csv';
export type { LotLimitCode } from '../core/lots-csv/lot-limits';
export type { BorrowerSaveInput, ClientSaveInput } from '../core/validation/organisation-forms';
export type { LogoStored } from '../core/admin/client-logo';
export type { UserForm, UserSaved, UserView } from '../core/admin/users';
export type { UserSaveRequestInput } from '../core/validation/user-form';
export type { MfaEnrolment } from '../core/auth/mfa';
export type { EmailListBorrower, InvitedUserView, InviteeLists } from '../core/admin/invitees';
export type { InviteTemplates, Recipient } from '../core/admin/invitations';
export type { ExportRow, ExportRowsInput, ExportTitleInput, IdRef, InviteesChangeInput, LotIdsInput, SendInvitesBody, UserListChangeInput } from '../core/validation/admin-bodies';
export type { ColumnLabel } from '../core/admin/columns';
export type { FileDownload, InfoCentreListItem, TemplateData, TemplateLot, UploadedFile } from '../core/infocentre/infocentre';
export type { DocumentRowInput, DocumentRowView } from '../core/infocentre/document-rows';
export type { BidView, LotView as BidLotView, SupplementalView } from '../core/bids/bid-views';
export type { BidList } from '../core/bids/bids';
export type { BidsSaveBody } from '../core/bids/bids-save';
export type { BidRowInput } from '../core/bids/bid-rules';
export type { BidderOfRecord, RulesFlags } from '../core/bids/rules-acceptance';
export type { GeneratedFile, PdfExportRequest } from '../core/bids/bid-confirmation-pdf';
export type { ActivityRow, AuctionInfo, BidderCommentRow, IndividualBidDetail, ReportBidderUser, ReportLot, TopBids } from '../core/reports/report-queries';
export type { OverviewRow } from '../core/reports/overview-rows';
export type { AwardSummaryReport, AwardSummarySave } from '../core/reports/award-summary';
export type { LegalCommentNew, LegalCommentsSave } from '../core/reports/legal-comments';
export type { RecommendationEdit, RecommendationReport } from '../core/reports/recommendations';
export type { ExportFile } from '../core/reports/report-exports';
export type { ReportLogo } from '../core/reports/report-logos';
export type { AwardRow, AwardsSaved } from '../core/awards/award-service';
export type { AwardsSave } from '../core/awards/award-save-rules';
export type { AwardHistoryView } from '../core/awards/award-history';
export type { BidFileRows, BidFileUpload } from '../core/bids/bid-file';
export type { HoldingView, HoldingsCheck, HoldingsImported, HoldingsUploadFile, HoldingsUploadResult, LotComposition, LotHoldings } from '../core/holdings/holdings';
export type { Holding, NewHolding, QuantityKind } from '../core/holdings/holding';
export type { HoldingInput } from '../core/holdings/holding-rules';
export type { CurrencyAmount, HoldingsComparison, HoldingsComparisonStatus } from '../core/holdings/holding-values';
export type { HoldingsFileFailure, HoldingsFileLot, HoldingsFileRead, HoldingsSheetCheck, RefusedLine } from '../core/holdings/holdings-file';
export type { BorrowerType } from '../core/parties/parties';
export type { AgentSettings } from '../core/parties/agent-settings';
export type { AwardProposal } from '../core/awards/award-optimizer-service';
export { optimizeAward, type OptimizeAwardOptions } from '../adapters/highs/optimize-award';
export type { OptimizedAward } from '../core/awards/award-optimizer';
export { AWARD_INSTANCE_MAX_BIDS, AWARD_INSTANCE_MAX_LOTS, type AwardOptimizerInstanceInput } from '../core/awards/optimizer/award-optimizer-instance';
export type { LedgerHeadView, ReceiptCheck } from '../core/audit/ledger-checks';
export type { LedgerVerification } from '../core/audit/ledger-verify';
// The parts of those answers, and the ledger's entries.
export type { ClientRef } from '../core/admin/auctions';
export type { EmailListUser } from '../core/admin/invitees';
export type { LotAuctionRef, LotsUploadFile } from '../core/admin/lots';
export type { BidderInfo, BorrowerRef } from '../core/admin/users';
export type { Area } from '../core/app/core-api';
export type { BidReceipt, BidderReceipt } from '../core/audit/bid-receipt';
export type { CoveredBid } from '../core/audit/ledger-checks';
export type { LedgerEntry, LedgerEntryTemplate, LedgerHead } from '../core/audit/ledger-entry';
export type { LedgerProblem } from '../core/audit/ledger-replay';
export type { CapCostRow } from '../core/awards/award-optimizer-service';
export type { BorrowerCap } from '../core/awards/optimizer/award-problem';
export type { AwardSelection } from '../core/awards/award-save-rules';
export type { BidRankings, BidTypeLabel, RankedBid, RankingRow, RankingSubtotal, RankingTotals } from '../core/awards/bid-rankings';
export { moneyOf, subtotalsByCurrency, type Money } from '../core/money/money';
export type { BidBorrowerRef, BidLotRef, BidUserRef } from '../core/bids/bid-views';
export { AUCTION_PHASES, type AuctionPhase } from '../core/clock/auction-clock';
export { AWARD_SUMMARY_TEXT_FIELDS, type SummaryTextField } from '../core/reports/award-summary-fields';
export type { ChartSeries, LabelValue } from '../core/reports/award-summary';
export type { LegalCommentEdit } from '../core/reports/legal-comments';
export type { RecommendationRow } from '../core/reports/recommendations';
export type { FullBidDetailRow, FullBidDetails } from '../core/reports/report-pages';
export type { AuctionExtended, ExtensionInput } from '../core/close/auction-extension';
export type { CloseMonitor, MonitorBorrower, MonitorExtension, MonitorSummary, MonitorSummaryRow, MonitorUser } from '../core/close/close-monitor';
export type { FeedKind, MonitorFeedEntry, MonitorPerson } from '../core/close/close-feed';
export { FEED_KINDS } from '../core/close/feed-kinds';
export type { ClosingSummary, LotFigures, UnconfirmedAtClose } from '../core/close/closing-summary';
export type { ReminderPass } from '../core/close/close-reminders';
export { AUCTION_EVENT_KINDS, type AuctionEvent, type AuctionEventKind, type AuctionEventPayloads, type NewAuctionEvent, type NoticeCause, type NoticeFailure, type NoticeKind } from '../core/events/auction-events';
export type { CoreEvents, EventSubscription, EventSubscriptionOptions } from '../adapters/event-feed';
export type { AwardConfirmAnswer } from '../core/awards/award-service';
export type { NoticeNotSent, NoticesOutcome } from '../core/awards/award-notices';
export type { BidStep, UserProgress } from '../core/close/close-progress';
export type { BorrowerStatement, StatementBorrower, StatementLine } from '../core/billing/statement';
export type { StatementFile, StatementFormat, StatementNotSent, StatementsMailed } from '../core/billing/billing-service';
export type { LoanCdmDocument, LoanView, SlateScopeInput } from '../core/loans/loans-service';
export type { AwardForLoans, LoanBorrower, LoanConfirmation, LoanHolding, LoanRecord, LoanStatus, LoanTerms, NewLoanRecord } from '../core/loans/loan-record';
export type { FeeSource, LoanFee } from '../core/loans/loan-fee';
export type { SlateAction, SlateRow, SlateScope } from '../core/loans/slate-report';
export type { CdmExecutionDocument } from '../core/loans/cdm-execution';
export type { NyDate } from '../core/loans/report-deadline';
