/**
 * The four-step bid wizard (spec sections 2.4, 4 and 5) as a pure reducer, so the web component only
 * renders state and performs the calls; every transition rule and alert text lives here.
 *
 * Steps: 0 Accept Rules, 1 Place Bids, 2 Confirm Bids, 3 Bids Submitted (view).
 * The server calls happen outside: the component dispatches BIDS_SAVED after a successful
 * bidssave and BIDS_CONFIRMED after a successful bidsconfirm. The guards (goBidAlert,
 * confirmAlert) tell it whether to make the call at all.
 */
import type { Instant } from '../domain/entities';
import { BIDDER_MSG as MSG } from '../domain/bidder-messages';
import { can } from '../policy/capabilities';
import { auctionPhase, type AuctionPhase } from '../clock/auction-clock';

export type WizardStep = 0 | 1 | 2 | 3;
export const WIZARD_STEP_NAMES = ['Accept Rules', 'Place Bids', 'Confirm Bids', 'Bids Submitted'] as const;

/** The step counter: +1, wrapping to 0 after exceeding 3 (spec section 4). */
export const nextStepIndex = (step: WizardStep): WizardStep => (step >= 3 ? 0 : ((step + 1) as WizardStep));

export interface WizardAlert {
  /** Dialog title, when the spec gives one. */
  title: string | null;
  message: string;
  /** After OK, leave the wizard for the auction list. */
  redirectToAuctionList: boolean;
}

export interface WizardState {
  step: WizardStep;
  /** Server flag acceptRulesFlag = RULES_ACCEPTED (checkbox then hidden). */
  rulesAccepted: boolean;
  /** Server flag specAucRulesLinkFlag = LINK_CLICKED, or the link clicked in this session. */
  linkClicked: boolean;
  /** The rules-acceptance checkbox. */
  acceptChecked: boolean;
  /** The "I confirm that these bids are accurate." checkbox. */
  confirmChecked: boolean;
  /** The auction-ended alert was shown already (it is shown once). */
  endedNotified: boolean;
  alert: WizardAlert | null;
}

export const initialWizardState: WizardState = {
  step: 0,
  rulesAccepted: false,
  linkClicked: false,
  acceptChecked: false,
  confirmChecked: false,
  endedNotified: false,
  alert: null,
};

export type WizardEvent =
  /**
   * Flags loaded from getAcceptRules (and whether the user's bids are already confirmed: confirmed
   * bids are final, so such a bidder starts on the read-only view; OUR DECISION).
   */
  | {
      type: 'LOADED';
      rulesAccepted: boolean;
      linkClicked: boolean;
      bidsConfirmed: boolean;
      /** A draft of the sheet was restored: back on Place Bids when the rules are accepted. */
      resumeSheet?: boolean;
    }
  | { type: 'RULES_LINK_CLICKED' }
  | { type: 'ACCEPT_CHECKED'; checked: boolean }
  | { type: 'GO_BID' }
  | { type: 'BIDS_SAVED' }
  | { type: 'CONFIRM_CHECKED'; checked: boolean }
  | { type: 'CONFIRM_BIDS' }
  | { type: 'BIDS_CONFIRMED' }
  | { type: 'CHANGE_BIDS' }
  | { type: 'DISMISS_ALERT' }
  | { type: 'TICK'; nowMs: number; auctionStart: Instant; auctionEnd: Instant; isSuperBidder: boolean };

const alert = (message: string, title: string | null = null, redirectToAuctionList = false): WizardAlert => ({
  title,
  message,
  redirectToAuctionList,
});

/** The alert GO BID shows, or null when it may proceed (rules accepted before or the checkbox ticked, and the link clicked). */
export const goBidAlert = (s: Pick<WizardState, 'rulesAccepted' | 'linkClicked' | 'acceptChecked'>): string | null => {
  const accepted = s.rulesAccepted || s.acceptChecked;
  if (accepted && s.linkClicked) return null;
  if (!accepted && !s.linkClicked) return MSG.YOU_MUST_ACCEPT_RULES_AND_CLICK_LINK;
  return accepted ? MSG.RULES_LINK_NOT_CLICKED : MSG.RULES_CHECKBOX_NOT_CHECKED;
};

/** The alert CONFIRM BIDS shows, or null when the bids may be confirmed. */
export const confirmAlert = (s: Pick<WizardState, 'confirmChecked'>): string | null =>
  s.confirmChecked ? null : MSG.CONFIRM_BIDS_CHECKBOX_NOT_CHECKED;

/** The super bidder: keeps Enter Bids after the end and is not redirected (`bidAfterEnd`, exact role codes). */
export const isSuperBidder = (roles: readonly string[]): boolean => can(roles, 'bidAfterEnd');

/**
 * May this user enter or change bids in this phase? Live: bidders and super bidders. After the end:
 * only the super bidder (spec). Before the start: nobody.
 */
export const canEnterBids = (phase: AuctionPhase, superBidder: boolean): boolean =>
  phase === 'LIVE' || (phase === 'ENDED' && superBidder);

/** The "Auction Has Ended" alert for a non-super-bidder once the auction ended; null otherwise. */
export const auctionEndedAlert = (phase: AuctionPhase, superBidder: boolean): WizardAlert | null =>
  phase === 'ENDED' && !superBidder
    ? alert(MSG.AUCTION_ENDED_REDIRECT, MSG.AUCTION_HAS_ENDED_TITLE, true)
    : null;

export const bidWizardReducer = (s: WizardState, e: WizardEvent): WizardState => {
  switch (e.type) {
    case 'LOADED':
      return {
        ...s,
        rulesAccepted: e.rulesAccepted,
        linkClicked: s.linkClicked || e.linkClicked,
        step: e.bidsConfirmed ? 3 : e.resumeSheet && e.rulesAccepted ? 1 : s.step,
      };
    case 'RULES_LINK_CLICKED':
      return { ...s, linkClicked: true };
    case 'ACCEPT_CHECKED':
      return { ...s, acceptChecked: e.checked };
    case 'GO_BID': {
      if (s.step !== 0) return s;
      const message = goBidAlert(s);
      return message ? { ...s, alert: alert(message) } : { ...s, step: 1, rulesAccepted: true, alert: null };
    }
    case 'BIDS_SAVED':
      return s.step === 1 ? { ...s, step: 2, confirmChecked: false } : s;
    case 'CONFIRM_CHECKED':
      return { ...s, confirmChecked: e.checked };
    case 'CONFIRM_BIDS': {
      if (s.step !== 2) return s;
      const message = confirmAlert(s);
      return message ? { ...s, alert: alert(message) } : s;
    }
    case 'BIDS_CONFIRMED':
      return s.step === 2 && s.confirmChecked ? { ...s, step: 3 } : s;
    case 'CHANGE_BIDS':
      return s.step === 2 ? { ...s, step: 1, confirmChecked: false } : s;
    case 'DISMISS_ALERT':
      return { ...s, alert: null };
    case 'TICK': {
      if (s.endedNotified) return s;
      const ended = auctionEndedAlert(auctionPhase(e.auctionStart, e.auctionEnd, e.nowMs), e.isSuperBidder);
      return ended ? { ...s, alert: ended, endedNotified: true } : s;
    }
  }
};
