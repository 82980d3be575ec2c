/**
 * The bid wizard's state and server calls. Every transition rule and alert is core's
 * (core/bids/bid-wizard.ts reducer, bid-rules, place-bids-table, bids-save-body); this hook loads the
 * data, performs the calls the reducer's guards allow and keeps the Place Bids rows.
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { BIDDER_MSG as MSG } from '../../../../../core/domain/bidder-messages';
import { CONFIRMED, LINK_CLICKED, RULES_ACCEPTED } from '../../../../../core/domain/entities';
import { bidWizardReducer, confirmAlert, goBidAlert, initialWizardState, isSuperBidder } from '../../../../../core/bids/bid-wizard';
import { validateBidRows, type BidRowInput } from '../../../../../core/bids/bid-rules';
import type { BidWarning } from './bid-warnings';
import { buildPlaceBidsRows } from '../../../../../core/bids/place-bids-table';
import { encodeBidsSaveBody } from '../../../../../contract/bids-save-body';
import { bidsExportFileName } from '../../../../../core/bids/export-file-name';
import { formatEst } from '../../../../../core/clock/eastern-format';
import { biddingRoutes, splitBidList, type BidList, type BidLot, type RulesFlags, type SavedBid, type Supplemental } from '../../../../../contract/bidding';
import { infoCentreRoutes, type InfoCentreItem } from '../../../../../contract/infocentre';
import { notify } from '../../../components/toast';
import { apiCall } from '../../../lib/api-call';
import { saveBlob } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSaveNowAction } from '../../../lib/session-keeper';
import { useSheetDraft } from './use-sheet-draft';

/** A Place Bids row with a stable key for rendering (rows move when rows are added or deleted). */
export type SheetRow = BidRowInput & { key?: number };
export interface SheetError {
  message: string;
  fields: Record<string, string>;
}

/** The warning dialog's content: its words come with the rules, loaded on NEXT. */
export interface WarningsDialog {
  title: string;
  intro: string;
  items: BidWarning[];
}

let nextKey = 1;
export const withKeys = (rows: readonly SheetRow[]): SheetRow[] => rows.map((r) => (r.key === undefined ? { ...r, key: nextKey++ } : r));

const NO_SUPPLEMENTAL: Supplemental = { supplementalId: null, bidderComments: '', bidderCommentsConfirmed: null, receipt: null };

export function useBidWizard(auction: InfoCentreItem) {
  const s = useSession();
  const superBidder = isSuperBidder(s.roles);
  const [state, dispatch] = useReducer(bidWizardReducer, initialWizardState);
  const [lots, setLots] = useState<BidLot[]>([]);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [saved, setSaved] = useState<{ bids: SavedBid[]; supplemental: Supplemental }>({ bids: [], supplemental: NO_SUPPLEMENTAL });
  const [rows, setRows] = useState<SheetRow[]>([]);
  const [comments, setComments] = useState('');
  const [sheetError, setSheetError] = useState<SheetError | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * What the last save or Confirm did ("Bids saved.", "Bids confirmed."), shown in the wizard's own
   * status line: a toast in the corner covered the Estimated Bid Value column of the bids table.
   */
  const [stepNotice, setStepNotice] = useState<string | null>(null);
  /** Bids far from their lot's reference or saved bid (./bid-warnings.ts), awaiting Confirm / Go back. */
  const [warnings, setWarnings] = useState<WarningsDialog | null>(null);
  const lotsRef = useRef<BidLot[]>([]);
  /** A super bidder's bidder of record (named on every step); null for a bidder's own bids. */
  const [bidderOfRecord, setBidderOfRecord] = useState<NonNullable<RulesFlags['bidderOfRecord']> | null>(null);
  // No lost work: the unsaved sheet survives a 401, a network error and a reload.
  const draft = useSheetDraft({ auctionId: auction.id, user: s.username ?? s.user?.loginName ?? null, collateralType: auction.collateralType, lots, savedBids: saved.bids, savedComments: saved.supplemental.bidderComments, rows, comments });
  const restoreDraft = draft.restore;

  const applyBidList = useCallback(
    (list: BidList, lotList: readonly BidLot[]) => {
      const split = splitBidList(list);
      setSaved(split);
      setRows(withKeys(buildPlaceBidsRows(lotList, split.bids, auction.collateralType)));
      setComments(split.supplemental.bidderComments);
      return split;
    },
    [auction.collateralType],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      const params = { auctionId: auction.id };
      const [lotsRes, flagsRes, bidsRes] = await Promise.all([
        apiCall(biddingRoutes.enterBids, { params }),
        apiCall(biddingRoutes.acceptRulesFlags, { params }),
        apiCall(biddingRoutes.bids, { params }),
      ]);
      if (!live) return;
      const lotList = lotsRes.ok ? lotsRes.data : [];
      lotsRef.current = lotList;
      setLots(lotList);
      let confirmed = false;
      let resumeSheet = false;
      if (bidsRes.ok) {
        const split = applyBidList(bidsRes.data, lotList);
        confirmed = split.bids.some((b) => b.confirmed) || split.supplemental.bidderCommentsConfirmed === CONFIRMED;
        const restored = lotsRes.ok ? await restoreDraft(buildPlaceBidsRows(lotList, split.bids, auction.collateralType), split.supplemental.bidderComments, !confirmed) : null;
        if (!live) return;
        if (restored) {
          setRows(withKeys(restored.rows));
          setComments(restored.comments);
          resumeSheet = true;
        }
      } else notify('error', MSG.UNABLE_TO_LOAD_BIDS);
      if (!flagsRes.ok) notify('error', MSG.UNABLE_TO_LOAD_ACCEPTRULESFLAG);
      const flags = flagsRes.ok ? flagsRes.data[0] : undefined;
      setBidderOfRecord(flags?.bidderOfRecord ?? null);
      // A bidder who already confirmed lands on the submitted view, even when bidding is over. An auction
      // not open yet says when it opens (the server's message), rather than "No Lots to bid on.".
      if (!lotsRes.ok && !confirmed) setLoadError(lotsRes.code === 'AUCTION_NOT_LIVE' && lotsRes.message ? lotsRes.message : MSG.NO_LOTS_TO_BID_ON);
      dispatch({ type: 'LOADED', rulesAccepted: flags?.acceptRulesFlag === RULES_ACCEPTED, linkClicked: flags?.specAucRulesLinkFlag === LINK_CLICKED, bidsConfirmed: confirmed, resumeSheet });
      setLoaded(true);
    })();
    return () => {
      live = false;
    };
  }, [auction.id, auction.collateralType, applyBidList, restoreDraft]);

  const openRules = async () => {
    const res = await apiCall(infoCentreRoutes.specificAuctionRules, { params: { auctionId: auction.id } });
    if (!res.ok) return;
    saveBlob(res.data.blob, 'rules.pdf');
    dispatch({ type: 'RULES_LINK_CLICKED' });
  };

  const goBid = async () => {
    if (goBidAlert(state) === null && !state.rulesAccepted) {
      const res = await apiCall(biddingRoutes.acceptRules, { params: { auctionId: auction.id } });
      if (!res.ok) {
        notify('error', res.message || MSG.UNABLE_TO_SAVE);
        return;
      }
    }
    dispatch({ type: 'GO_BID' });
  };

  /** The save itself, once the rows passed the rules and any warning was confirmed. */
  const sendBids = async () => {
    setBusy(true);
    const body = encodeBidsSaveBody(s.username ?? s.user?.loginName ?? '', {
      rows,
      supplemental: { id: saved.supplemental.supplementalId, comments },
    });
    const res = await apiCall(biddingRoutes.save, { params: { auctionId: auction.id }, body });
    setBusy(false);
    setStepNotice(null);
    if (!res.ok) {
      // The server applies the same rules: its message is the spec's (sections 5 and 8).
      const message = res.code === 'VALIDATION' && res.message ? res.message : MSG.UNABLE_TO_SAVE;
      setSheetError({ message, fields: res.fields ?? {} });
      notify('error', message);
      return;
    }
    setSheetError(null);
    applyBidList(res.data, lotsRef.current);
    setStepNotice(MSG.BIDS_SAVED);
    dispatch({ type: 'BIDS_SAVED' });
  };

  /**
   * NEXT. The bid value rule (core, the server's own: ceilings and a positive value) and the warnings
   * (./bid-warnings.ts) bring decimal.js: loaded on the first NEXT only, so the bidder's first
   * screens stay within the JavaScript budget (bench/web.bench.ts). A failed load (network, a
   * redeployed build) saves nothing and says so; the server would refuse a worthless bid anyway, but
   * the browser never sends rows it has not checked with the whole rule. Bids far from their
   * reference open the warning dialog; the save is sent only once the bidder confirms them.
   */
  const saveBids = async () => {
    setBusy(true);
    const rules = await Promise.all([
      import('../../../../../core/bids/bid-value-rule'),
      import('./bid-warnings'),
      import('../../../../../core/bids/sheet-completeness'),
    ]).then(
      ([value, warn, sheet]) => ({
        valueRule: value.bidValueRule,
        warningsOf: warn.bidWarnings,
        title: warn.BID_WARNINGS_TITLE,
        intro: warn.BID_WARNINGS_INTRO,
        incompleteSheetRefusal: sheet.incompleteSheetRefusal,
      }),
      () => null,
    );
    setBusy(false);
    if (!rules) {
      notify('error', MSG.UNABLE_TO_SAVE);
      return;
    }
    const checked = validateBidRows(rows, auction, rules.valueRule(lotsRef.current));
    if (!checked.ok) {
      setSheetError({ message: checked.message, fields: checked.fields ?? {} });
      return;
    }
    // An empty sheet, or a guarantee without a bid, is refused with its message, never "saved".
    const incomplete = rules.incompleteSheetRefusal(rows, lotsRef.current);
    if (incomplete) {
      setSheetError(incomplete);
      notify('error', incomplete.message);
      return;
    }
    const warned = rules.warningsOf(checked.value.rows, lotsRef.current, saved.bids);
    if (warned.length > 0) {
      setWarnings({ title: rules.title, intro: rules.intro, items: warned });
      return;
    }
    await sendBids();
  };

  // The session-end banner's "Save now" on Place Bids is NEXT.
  useSaveNowAction(state.step === 1 && !busy ? saveBids : null);
  // Auction Has Ended (a bidder can no longer save): no draft is kept to come back to.
  const endedForBidder = state.alert?.redirectToAuctionList === true;
  const discardDraft = draft.discard;
  useEffect(() => {
    if (endedForBidder) discardDraft();
  }, [endedForBidder, discardDraft]);

  /** The warning dialog's Confirm: the bids as they are. */
  const confirmWarnings = async () => {
    setWarnings(null);
    await sendBids();
  };
  /** The warning dialog's Go back: nothing is sent, the sheet stays as typed. */
  const dismissWarnings = () => setWarnings(null);

  /** The server renders the PDF from the confirmed bids itself; the spec's multipart body goes empty. */
  const sendConfirmationEmail = async () => {
    const fileName = bidsExportFileName(auction.auctionName);
    const sent = await apiCall(biddingRoutes.confirmationEmail, { params: { auctionId: auction.id, fileName }, body: new FormData() });
    if (sent.ok) notify('success', MSG.BID_CONFIRMATION_EMAIL_SENT);
    // VALIDATION: the server's spec text (no confirmed bids: "Bid attachment failed. …"); else a fault.
    else if (sent.code === 'VALIDATION' && sent.message) notify('error', sent.message, { durationMs: 7000 });
    else notify('error', MSG.UNABLE_TO_SEND_BID_CONFIRMATION_EMAIL);
  };

  const confirmBids = async () => {
    if (confirmAlert(state) !== null) {
      dispatch({ type: 'CONFIRM_BIDS' });
      return;
    }
    setBusy(true);
    const res = await apiCall(biddingRoutes.confirm, { params: { auctionId: auction.id } });
    setBusy(false);
    if (!res.ok) {
      // The server's own words when it refuses (nothing saved to confirm, already confirmed, bidding closed).
      notify('error', res.code === 'VALIDATION' || res.code === 'FINAL' || res.code === 'AUCTION_NOT_LIVE' ? res.message || MSG.UNABLE_TO_SAVE : MSG.UNABLE_TO_SAVE);
      return;
    }
    applyBidList(res.data, lotsRef.current);
    draft.discard();
    setStepNotice(MSG.BIDS_CONFIRMED);
    dispatch({ type: 'BIDS_CONFIRMED' });
    await sendConfirmationEmail();
  };

  /** CHANGE BIDS: back to Place Bids, re-filled from the saved bids. */
  const changeBids = () => {
    setRows(withKeys(buildPlaceBidsRows(lotsRef.current, saved.bids, auction.collateralType)));
    setComments(saved.supplemental.bidderComments);
    setStepNotice(null);
    dispatch({ type: 'CHANGE_BIDS' });
  };

  const download = async (as: 'xlsx' | 'pdf') => {
    const res =
      as === 'xlsx'
        ? await apiCall(biddingRoutes.excel, { params: { auctionId: auction.id } })
        : await apiCall(biddingRoutes.pdf, { params: { service: 'bids' }, body: { auctionId: auction.id, date: formatEst(new Date().toISOString()) } });
    if (res.ok) saveBlob(res.data.blob, bidsExportFileName(auction.auctionName, as));
    else notify('error', res.message || MSG.UNABLE_TO_SAVE, { title: 'Export Fail', durationMs: 10_000 });
  };

  return {
    state,
    dispatch,
    superBidder,
    bidderOfRecord,
    loaded,
    loadError,
    lots,
    saved,
    rows,
    setRows,
    comments,
    setComments,
    sheetError,
    setSheetError,
    busy,
    openRules,
    goBid,
    saveBids,
    warnings,
    confirmWarnings,
    dismissWarnings,
    confirmBids,
    changeBids,
    download,
    /** The restored draft's message, until the sheet is saved. */
    draftNotice: draft.notice,
    /** The last save's or Confirm's result, for the wizard's status line. */
    stepNotice,
  };
}
export type BidWizard = ReturnType<typeof useBidWizard>;
