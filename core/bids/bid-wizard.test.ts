import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import {
  auctionEndedAlert,
  bidWizardReducer,
  canEnterBids,
  initialWizardState,
  isSuperBidder,
  nextStepIndex,
  type WizardEvent,
  type WizardState,
} from './bid-wizard';

const run = (events: WizardEvent[], from: WizardState = initialWizardState): WizardState =>
  events.reduce(bidWizardReducer, from);
const loaded = (rulesAccepted: boolean, linkClicked: boolean, bidsConfirmed = false): WizardEvent => ({
  type: 'LOADED',
  rulesAccepted,
  linkClicked,
  bidsConfirmed,
});

describe('step counter', () => {
  it('counts 0..3 and wraps to 0 after exceeding 3', () => {
    expect([0, 1, 2, 3].map((s) => nextStepIndex(s as 0 | 1 | 2 | 3))).toEqual([1, 2, 3, 0]);
  });
});

describe('rules -> bids', () => {
  it('proceeds when the rules were already accepted and the link already clicked', () => {
    expect(run([loaded(true, true), { type: 'GO_BID' }])).toMatchObject({ step: 1, alert: null });
  });

  it('proceeds when the checkbox is ticked and the link clicked', () => {
    expect(run([loaded(false, false), { type: 'RULES_LINK_CLICKED' }, { type: 'ACCEPT_CHECKED', checked: true }, { type: 'GO_BID' }])).toMatchObject({
      step: 1,
      rulesAccepted: true,
    });
  });

  it('alerts for the checkbox only', () => {
    const s = run([loaded(false, false), { type: 'RULES_LINK_CLICKED' }, { type: 'GO_BID' }]);
    expect(s.step).toBe(0);
    expect(s.alert?.message).toBe(MSG.RULES_CHECKBOX_NOT_CHECKED);
  });

  it('alerts for the link only (also when accepted earlier but the link flag is missing)', () => {
    expect(run([loaded(false, false), { type: 'ACCEPT_CHECKED', checked: true }, { type: 'GO_BID' }]).alert?.message).toBe(
      MSG.RULES_LINK_NOT_CLICKED,
    );
    expect(run([loaded(true, false), { type: 'GO_BID' }]).alert?.message).toBe(MSG.RULES_LINK_NOT_CLICKED);
  });

  it('alerts with the combined message when both are missing', () => {
    const s = run([loaded(false, false), { type: 'GO_BID' }]);
    expect(s.alert?.message).toBe(MSG.YOU_MUST_ACCEPT_RULES_AND_CLICK_LINK);
    expect(run([{ type: 'DISMISS_ALERT' }], s).alert).toBeNull();
  });

  it('unticking the box blocks again', () => {
    const s = run([loaded(false, true), { type: 'ACCEPT_CHECKED', checked: true }, { type: 'ACCEPT_CHECKED', checked: false }, { type: 'GO_BID' }]);
    expect(s.step).toBe(0);
  });
});

describe('bids -> confirm -> view', () => {
  const atBids = run([loaded(true, true), { type: 'GO_BID' }]);

  it('moves to confirm only after a successful save', () => {
    expect(run([{ type: 'CONFIRM_BIDS' }], atBids).step).toBe(1);
    expect(run([{ type: 'BIDS_SAVED' }], atBids).step).toBe(2);
  });

  it('needs the confirm checkbox', () => {
    const atConfirm = run([{ type: 'BIDS_SAVED' }], atBids);
    const refused = run([{ type: 'CONFIRM_BIDS' }, { type: 'BIDS_CONFIRMED' }], atConfirm);
    expect(refused.step).toBe(2);
    expect(refused.alert?.message).toBe(MSG.CONFIRM_BIDS_CHECKBOX_NOT_CHECKED);
    const done = run([{ type: 'CONFIRM_CHECKED', checked: true }, { type: 'CONFIRM_BIDS' }, { type: 'BIDS_CONFIRMED' }], atConfirm);
    expect(done).toMatchObject({ step: 3, alert: null });
  });

  it('CHANGE BIDS returns to step 2 (index 1) and resets the confirm box', () => {
    const s = run([{ type: 'BIDS_SAVED' }, { type: 'CONFIRM_CHECKED', checked: true }, { type: 'CHANGE_BIDS' }], atBids);
    expect(s).toMatchObject({ step: 1, confirmChecked: false });
  });

  it('starts on the view when the bids are already confirmed (final)', () => {
    expect(run([loaded(true, true, true)]).step).toBe(3);
  });

  it('property: no event sequence skips from the rules step past place bids without passing the gate', () => {
    const event = fc.oneof(
      fc.constant<WizardEvent>({ type: 'GO_BID' }),
      fc.constant<WizardEvent>({ type: 'BIDS_SAVED' }),
      fc.constant<WizardEvent>({ type: 'CONFIRM_BIDS' }),
      fc.constant<WizardEvent>({ type: 'BIDS_CONFIRMED' }),
      fc.constant<WizardEvent>({ type: 'CHANGE_BIDS' }),
      fc.boolean().map<WizardEvent>((checked) => ({ type: 'CONFIRM_CHECKED', checked })),
      fc.boolean().map<WizardEvent>((checked) => ({ type: 'ACCEPT_CHECKED', checked })),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        // without the link click the wizard never leaves the rules step
        expect(run(events).step).toBe(0);
      }),
    );
  });
});

describe('auction end', () => {
  const start = '2026-11-01T14:00:00.000Z';
  const end = '2026-11-01T16:00:00.000Z';
  const tick = (nowIso: string, superBidder: boolean): WizardEvent => ({
    type: 'TICK',
    nowMs: Date.parse(nowIso),
    auctionStart: start,
    auctionEnd: end,
    isSuperBidder: superBidder,
  });

  it('alerts a bidder once with a redirect when the auction ends', () => {
    const live = run([tick('2026-11-01T15:59:59.000Z', false)]);
    expect(live.alert).toBeNull();
    const ended = run([tick(end, false)]);
    expect(ended.alert).toEqual({
      title: MSG.AUCTION_HAS_ENDED_TITLE,
      message: MSG.AUCTION_ENDED_REDIRECT,
      redirectToAuctionList: true,
    });
    const again = run([{ type: 'DISMISS_ALERT' }, tick('2026-11-01T16:00:01.000Z', false)], ended);
    expect(again.alert).toBeNull();
  });

  it('does not alert or redirect a super bidder', () => {
    expect(run([tick(end, true)]).alert).toBeNull();
    expect(auctionEndedAlert('ENDED', true)).toBeNull();
  });

  it('lets super bidders bid after the end, nobody before the start', () => {
    expect(canEnterBids('LIVE', false)).toBe(true);
    expect(canEnterBids('ENDED', false)).toBe(false);
    expect(canEnterBids('ENDED', true)).toBe(true);
    expect(canEnterBids('NOT_STARTED', true)).toBe(false);
  });

  it('recognises the super bidder by exact role code', () => {
    expect(isSuperBidder(['SUPERBIDDER'])).toBe(true);
    expect(isSuperBidder(['BIDDER'])).toBe(false);
    expect(isSuperBidder(['SUPERBIDDERX', 'XSUPERBIDDER'])).toBe(false);
  });
});
