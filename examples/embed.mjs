// Embedding the core: one whole auction, from an empty database to a verified ledger, with plain node.
// docs/embedding.md ("Embedding the core") shows this file; CI runs it against the packed package.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, fixedClock, unwrap } from 'securities-lending-auction';
import { openSqlite, outboxMailer } from 'securities-lending-auction/adapters';

const dir = mkdtempSync(join(tmpdir(), 'auctions-'));
const store = await openSqlite(join(dir, 'auctions.db'));
// A clock the example moves on, so the auction opens and closes in a second; a real program leaves
// the system clock (the default). Auction times are New York wall times: 10:00 there on 15 March 2027.
const clock = fixedClock(Date.parse('2027-03-15T14:00:00Z'));
const core = createCore({ store, clock, mailer: outboxMailer({ dir: join(dir, 'outbox'), store }) });

// A fresh database has nobody who could act: its first manager is created without an actor.
/** @param {string} login @param {string[]} roles @param {{ borrowerId?: number }} [extra] */
const person = (login, roles, extra = {}) => ({ loginName: login, firstName: login, lastName: 'Example', emailAddress: `${login}@example.com`, roles, ...extra });
unwrap(await core.users.createFirstManager(person('manager', ['MANAGER'])));
const manager = unwrap(await core.actor('manager'));

// Set-up, as the manager: a client, two borrowers with a bidder each, an awarder, the auction and its lots.
const client = unwrap(await core.clients.save(manager, { clientName: 'Northern Pension Fund', clientCode: 'NORTHPEN' }));
const alpha = unwrap(await core.borrowers.save(manager, { companyName: 'Alpha Securities LLC', companyCode: 'ALPHA' }));
const beta = unwrap(await core.borrowers.save(manager, { companyName: 'Beta Capital Markets', companyCode: 'BETA' }));
unwrap(await core.users.save(manager, person('alice', ['BIDDER'], { borrowerId: alpha.id })));
unwrap(await core.users.save(manager, person('bob', ['BIDDER'], { borrowerId: beta.id })));
unwrap(await core.users.save(manager, person('awarder', ['AWARD'])));

const { id: auctionId } = unwrap(
  await core.auctions.save(manager, {
    auctionName: 'Spring 2027 Equity Auction',
    clientId: client.id,
    auctionDate: '2027-03-15',
    startTime: '09:00',
    endTime: '12:00',
    collateralType: 'Cash',
    bpsBid: true,
    dollarBid: true,
  }),
);
const lotsCsv = [
  'Lot Number,Lot Name,Asset Class Id,Market Value,Assumed %,Currency Id,FX Rate,Term Days,Term Display,Security Type,Domicile,eSL BPS,Incumbent,Concentration Risk,Gross Dividend,Tax Rate',
  '1,US large caps,1,250000000.00,20.00,1,1,365,365,E,U,15.00,,,,',
  '2,US small caps,1,80000000.00,25.00,1,1,365,365,E,U,30.00,,,,',
].join('\n');
const imported = unwrap(await core.lots.import(manager, auctionId, lotsCsv));
// Both borrowers are approved for the auction (the Invitee Dashboard).
unwrap(await core.invitees.save(manager, auctionId, { added: [alpha.id, beta.id] }));

// Bidding, as each bidder: open the rules, accept them, save the sheet, confirm it.
const lots = unwrap(await core.bids.lots(unwrap(await core.actor('alice')), auctionId));
/** @param {string} number a lot number */
const lot = (number) => lots.find((l) => l.lotNumber === number)?.id ?? -1;
/** @param {string} login @param {[lotNumber: string, basisPoints: string][]} bids */
const bidsOf = async (login, bids) => {
  const bidder = unwrap(await core.actor(login));
  unwrap(await core.bids.rulesLinkClicked(bidder, auctionId));
  unwrap(await core.bids.acceptRules(bidder, auctionId));
  const rows = bids.map(([number, basisPoints]) => ({ bidId: -1, lotId: lot(number), collateralType: 'Cash', basisPoints, fixed: '', allIn: '', minBalance: '', lotComment: '' }));
  unwrap(await core.bids.save(bidder, auctionId, { rows, supplemental: { id: null, comments: '' } }));
  return unwrap(await core.bids.confirm(bidder, auctionId));
};
await bidsOf('alice', [['1', '22.50'], ['2', '31.00']]);
await bidsOf('bob', [['2', '35.25']]);

// Each use case checks its actor itself: a bidder asking for the award is refused with the HTTP API's code.
const alice = unwrap(await core.actor('alice'));
const refused = await core.awards.generate(alice, auctionId);
console.log(`alice generating the award: ${refused.ok ? 'allowed?!' : `${refused.code} (${refused.message})`}`);

// After the close (12:00 New York), as the awarder: the top bid per lot, then the optimiser's check.
clock.set(Date.parse('2027-03-15T17:30:00Z'));
const awarder = unwrap(await core.actor('awarder'));
unwrap(await core.awards.generate(awarder, auctionId));
const awards = unwrap(await core.awards.list(awarder, auctionId));
const best = unwrap(await core.awards.optimize(awarder, auctionId, {}));
unwrap(await core.awards.confirm(awarder, auctionId));

// The bid ledger: every save, confirmation and award is hash-chained; verify replays it against the tables.
const ledger = unwrap(await core.audit.verify(manager, auctionId));

console.log(`${imported.imported} lots imported, 2 borrowers approved, 3 bids confirmed`);
for (const a of awards) console.log(`lot ${a.lotNumber}: ${a.bidder}, ${a.totalBidValue}`);
console.log(`optimiser: ${best.total} (top-bid preselection ${best.preselectionTotal}, gain ${best.gain}, proven ${best.proven})`);
console.log(`ledger: ${ledger.intact ? 'intact' : 'BROKEN'}, ${ledger.entries} entries, head ${ledger.head?.hash.slice(0, 16)}…`);
await core.idle();
await store.close();
