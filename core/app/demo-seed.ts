/**
 * Seeds the demo world (fixtures/demo/world.json) through the ports only.
 *
 * - Idempotent: every entity is keyed by its natural key (client and borrower codes, login names,
 *   auction names). Existing ones are left untouched (an existing auction is skipped whole, so its
 *   lots, bids and awards are never duplicated); running the seed twice changes nothing.
 * - One transaction for all database writes; files (logos, documents) are written to the file store
 *   first, under fixed keys, so a re-run overwrites them with the same bytes.
 * - Times are relative to `deps.clock`: auction start = the seed time rounded down to the half hour
 *   plus `startOffsetHours`, so the demo always has a future, a live and an ended auction.
 * - Passwords go through the hasher port; award preselection and confirmation through core/app/awards.
 */
import type { CoreDeps } from './deps';
import type { DemoAuction, DemoWorld } from './demo-world';
import { confirmAwards, generateAwards } from './awards';
import { easternMidnightOf } from '../clock/eastern-time';
import type { Id, InfoCentreKind, Instant, User } from '../domain/entities';
import { CONFIRMED } from '../domain/entities';
import type { Repositories, Store } from '../ports/repositories';

export const DEFAULT_DEMO_PASSWORD = 'Demo-Pass-2026!';

export interface SeedOptions {
  /** Reads a fixture file (path relative to fixtures/); without it, documents are rendered with the PDF port and logos skipped. */
  readFixture?: (relativePath: string) => Promise<Uint8Array | null>;
}

export interface SeedReport {
  created: { clients: number; borrowers: number; users: number; auctions: number; lots: number; bids: number };
  skipped: { clients: number; borrowers: number; users: number; auctions: number };
  /** Every demo login (new or existing) with its roles. */
  logins: Array<{ loginName: string; roles: string[]; mfa: boolean }>;
}

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
const HALF_HOUR_MS = 30 * MINUTE_MS;
const iso = (ms: number): Instant => new Date(ms).toISOString();

/** Midnight New York of the day of `ms` (the storage convention for calendar dates). */
const easternDay = (ms: number): Instant => easternMidnightOf(iso(ms)) ?? iso(ms);

/** File store key of the shared user agreement (GET /auction/download/useragreement). */
export const USER_AGREEMENT_KEY = 'documents/user-agreement.pdf';
export const logoKey = (clientCode: string, fileName: string): string => `logos/${clientCode}/${fileName}`;
const documentKey = (auctionId: Id, kind: InfoCentreKind, slot: number, fileName: string): string =>
  `auctions/${auctionId}/${kind}/${slot}-${fileName.replace(/[^A-Za-z0-9._-]+/g, '-')}`;

/** A Store whose every call runs on the transaction's repositories (so services join the transaction). */
const storeOver = (tx: Repositories, outer: Store): Store => ({
  ...tx,
  engine: outer.engine,
  transaction: (fn) => fn(tx),
  close: () => outer.close(),
});

const baseName = (path: string): string => path.split('/').pop() ?? path;

export async function seedDemoWorld(
  deps: CoreDeps,
  world: DemoWorld,
  password: string = DEFAULT_DEMO_PASSWORD,
  options: SeedOptions = {},
): Promise<SeedReport> {
  const report: SeedReport = {
    created: { clients: 0, borrowers: 0, users: 0, auctions: 0, lots: 0, bids: 0 },
    skipped: { clients: 0, borrowers: 0, users: 0, auctions: 0 },
    logins: world.users.map((u) => ({ loginName: u.loginName, roles: u.roles, mfa: u.mfaSecret !== null })),
  };
  const seedMs = deps.clock.nowMs();
  const anchorMs = Math.floor(seedMs / HALF_HOUR_MS) * HALF_HOUR_MS;

  const fixture = async (path: string | null): Promise<Uint8Array | null> =>
    path && options.readFixture ? options.readFixture(path) : null;
  const documentBytes = async (path: string | null, title: string): Promise<Uint8Array> =>
    (await fixture(path)) ??
    deps.pdf.render({ title, footer: 'Demo document', blocks: [{ kind: 'paragraph', text: `${title}. Sample content for the demo auction.` }] });

  // Shared user agreement, stored once.
  if (!(await deps.files.exists(USER_AGREEMENT_KEY))) {
    await deps.files.put(USER_AGREEMENT_KEY, await documentBytes('documents/user-agreement.pdf', 'User Agreement'));
  }
  // Hash outside the transaction: it is slow on purpose.
  const existingLogins = new Set<string>();
  for (const u of world.users) if (await deps.store.users.getByLogin(u.loginName)) existingLogins.add(u.loginName);
  const hashes = new Map<string, string>();
  for (const u of world.users) if (!existingLogins.has(u.loginName)) hashes.set(u.loginName, await deps.hasher.hash(password));
  const logos = new Map<string, Uint8Array>();
  for (const c of world.clients) {
    const bytes = await fixture(c.logo);
    if (c.logo && bytes) logos.set(c.clientCode, bytes);
  }

  await deps.store.transaction(async (tx) => {
    const store = storeOver(tx, deps.store);
    const txDeps: CoreDeps = { ...deps, store };

    const clientIds = new Map<string, Id>();
    for (const c of world.clients) {
      const existing = await tx.clients.getByCode(c.clientCode);
      if (existing) {
        clientIds.set(c.clientCode, existing.id);
        report.skipped.clients++;
        continue;
      }
      const logo = logos.get(c.clientCode);
      const logoFile = logo && c.logo ? baseName(c.logo) : null;
      if (logo && logoFile) await deps.files.put(logoKey(c.clientCode, logoFile), logo);
      const created = await tx.clients.create({ clientName: c.clientName, clientCode: c.clientCode, active: c.active, logoFile });
      clientIds.set(c.clientCode, created.id);
      report.created.clients++;
    }

    const borrowerIds = new Map<string, Id>();
    for (const b of world.borrowers) {
      const existing = await tx.borrowers.getByCode(b.companyCode);
      if (existing) {
        borrowerIds.set(b.companyCode, existing.id);
        report.skipped.borrowers++;
        continue;
      }
      const created = await tx.borrowers.create({ companyName: b.companyName, companyCode: b.companyCode, active: b.active });
      borrowerIds.set(b.companyCode, created.id);
      report.created.borrowers++;
    }

    const users = new Map<string, User>();
    // Bidders first, so super bidders can point at them.
    const ordered = [...world.users].sort((a, b) => Number(a.bidder !== null) - Number(b.bidder !== null));
    for (const u of ordered) {
      const existing = await tx.users.getByLogin(u.loginName);
      if (existing) {
        users.set(u.loginName, existing);
        report.skipped.users++;
        continue;
      }
      const created = await tx.users.create({
        loginName: u.loginName,
        firstName: u.firstName,
        lastName: u.lastName,
        emailAddress: u.emailAddress,
        borrowerId: u.borrower ? (borrowerIds.get(u.borrower) ?? null) : null,
        clientId: u.client ? (clientIds.get(u.client) ?? null) : null,
        roles: u.roles,
        bidderId: u.bidder ? (users.get(u.bidder)?.id ?? null) : null,
        accountEnabled: true,
        address1: '',
        address2: '',
        city: u.city,
        state: '',
        zip: '',
        country: u.country,
        phone: u.phone,
        fax: '',
      });
      await tx.users.setPasswordHash(created.id, hashes.get(u.loginName) ?? null);
      if (u.mfaSecret) await tx.users.setOtpSecret(created.id, u.mfaSecret);
      users.set(u.loginName, created);
      report.created.users++;
    }

    for (const a of world.auctions) {
      if (await tx.auctions.getByName(a.auctionName)) {
        report.skipped.auctions++;
        continue;
      }
      await seedAuction(txDeps, tx, a, { clientIds, borrowerIds, users, anchorMs }, documentBytes, report);
      report.created.auctions++;
    }
  });
  return report;
}

interface Refs {
  clientIds: Map<string, Id>;
  borrowerIds: Map<string, Id>;
  users: Map<string, User>;
  anchorMs: number;
}

async function seedAuction(
  deps: CoreDeps,
  tx: Repositories,
  a: DemoAuction,
  refs: Refs,
  documentBytes: (path: string | null, title: string) => Promise<Uint8Array>,
  report: SeedReport,
): Promise<void> {
  const user = (login: string): User => {
    const u = refs.users.get(login);
    if (!u) throw new Error(`Demo world: unknown user ${login}`);
    return u;
  };
  const startMs = refs.anchorMs + a.startOffsetHours * HOUR_MS;
  const endMs = startMs + a.durationHours * HOUR_MS;
  const termStartMs = startMs + a.termStartOffsetDays * 24 * HOUR_MS;
  const clientId = refs.clientIds.get(a.client);
  if (clientId === undefined) throw new Error(`Demo world: unknown client ${a.client}`);

  const auction = await tx.auctions.create({
    auctionName: a.auctionName,
    clientId,
    auctionStartDate: iso(startMs),
    auctionEndDate: iso(endMs),
    marketValueDate: easternDay(startMs - 24 * HOUR_MS),
    termStartDate: easternDay(termStartMs),
    // Term length = days between start and end plus one.
    termEndDate: easternDay(termStartMs + (a.termDays - 1) * 24 * HOUR_MS),
    datalendEstimateDate: easternDay(startMs - 48 * HOUR_MS),
    discretionaryEstimateDate: easternDay(startMs - 48 * HOUR_MS),
    collateralType: a.collateralType,
    dollarBid: a.dollarBid,
    bpsBid: a.bpsBid,
    allInFlag: a.allInFlag,
    minGuarantee: a.minGuarantee,
    dayCount: a.dayCount,
    reinvest: a.reinvest,
    currency: a.currency,
    template: a.template,
    aicapprovalFlag: false,
    awardConfirmFlag: false,
  });

  // Lots: plain lots first, then combos that refer to them by id.
  const lotIds = new Map<string, Id>();
  const plain = a.lots.filter((l) => l.comboOf.length === 0);
  const combos = a.lots.filter((l) => l.comboOf.length > 0);
  for (const l of [...plain, ...combos]) {
    const { comboOf, ...fields } = l;
    const lot = await tx.lots.create({
      ...fields,
      auctionId: auction.id,
      comboFlag: comboOf.length > 0,
      comboLotIds: comboOf.map((n) => lotIds.get(n) ?? -1),
    });
    lotIds.set(l.lotNumber, lot.id);
    report.created.lots++;
  }
  const lotId = (n: string): Id => {
    const id = lotIds.get(n);
    if (id === undefined) throw new Error(`Demo world: unknown lot ${n}`);
    return id;
  };

  await tx.invitees.approve(auction.id, a.invitees.map((c) => refs.borrowerIds.get(c) ?? -1));
  await tx.invitees.addInvitedUsers(auction.id, a.invitedUsers.map((l) => user(l).id));

  // Info centre: all slots, then the documented ones with their files.
  await tx.infoCentre.ensureSlots(auction.id);
  const rows = await tx.infoCentre.listDocuments(auction.id);
  const updates = [];
  for (const d of a.documents) {
    const row = rows.find((r) => r.kind === d.kind && r.slot === d.slot);
    if (!row) continue;
    updates.push({ id: row.id, details: d.details, displayFlag: d.displayFlag });
    if (d.file) {
      const fileName = d.fileName ?? baseName(d.file);
      const key = documentKey(auction.id, d.kind, d.slot, fileName);
      await deps.files.put(key, await documentBytes(d.file, d.details));
      await tx.infoCentre.setDocumentFile(row.id, fileName, key);
    }
  }
  await tx.infoCentre.saveDocuments(updates);
  // Completion last: once complete, the document rows are read-only.
  await tx.auctions.setTemplate(auction.id, a.template, a.aicapprovalFlag);

  for (const login of a.rulesAccepted) {
    await tx.rulesAcceptance.setLinkClicked(auction.id, user(login).id);
    await tx.rulesAcceptance.setAccepted(auction.id, user(login).id);
  }

  for (const b of a.bids) {
    const bidder = user(b.user);
    await tx.bids.insert({
      auctionId: auction.id,
      lotId: lotId(b.lot),
      borrowerId: bidder.borrowerId ?? -1,
      userId: bidder.id,
      superBidderId: b.superBidder ? user(b.superBidder).id : null,
      collateralType: b.collateralType,
      basisPointGuarantee: b.basisPointGuarantee,
      fixed: b.fixed,
      allIn: b.allIn,
      minBalGuarantee: b.minBalGuarantee,
      lotSpecificComments: b.lotSpecificComments,
      confirmed: b.confirmed,
      bidDate: iso(startMs + b.minutesAfterStart * MINUTE_MS),
    });
    report.created.bids++;
  }
  for (const s of a.supplemental) {
    const bidder = user(s.user);
    await tx.bids.saveSupplemental({
      auctionId: auction.id,
      borrowerId: bidder.borrowerId ?? -1,
      userId: bidder.id,
      bidderComments: s.comments,
      bidderCommentsConfirmed: s.confirmed ? CONFIRMED : null,
    });
  }
  for (const e of a.activity) {
    const actor = user(e.user);
    await tx.activity.append({
      auctionId: auction.id,
      userId: actor.id,
      borrowerId: actor.borrowerId,
      actionTime: iso(startMs + e.minutesAfterStart * MINUTE_MS),
      step: e.step,
      action: e.action,
    });
  }

  if (a.awardSummary) {
    await tx.reports.saveAwardSummary(auction.id, { ...a.awardSummary, totalAuctionDate: easternDay(endMs) });
  }
  const at = iso(endMs + HOUR_MS);
  for (const c of a.legalComments) {
    const by = user(c.by).loginName;
    await tx.reports.addLegalComment({ auctionId: auction.id, borrower: c.borrower, comments: c.comments, createdBy: by, createdAt: at, updatedBy: by, updatedAt: at });
  }
  if (a.recommendations.length > 0) {
    await tx.reports.saveRecommendations(a.recommendations.map((r) => ({ auctionId: auction.id, lotId: lotId(r.lot), awardAnalysis: r.awardAnalysis })));
  }

  if (a.awards?.preselect) {
    const generated = await generateAwards(deps, auction.id);
    if (!generated.ok) throw new Error(`Demo world: awards of ${a.auctionName}: ${generated.message}`);
    if (a.awards.confirmed) {
      const confirmed = await confirmAwards(deps, auction.id, user(a.awards.awardedBy).id);
      if (!confirmed.ok) throw new Error(`Demo world: confirming awards of ${a.auctionName}: ${confirmed.message}`);
    }
  }
}
