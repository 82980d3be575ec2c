/** No lost work: a restored draft brings the bidder back to Place Bids. */
import { describe, expect, it } from 'vitest';
import { bidWizardReducer, initialWizardState } from './bid-wizard';

describe('LOADED with a restored draft', () => {
  const loaded = (rulesAccepted: boolean, bidsConfirmed: boolean, resumeSheet?: boolean) =>
    bidWizardReducer(initialWizardState, { type: 'LOADED', rulesAccepted, linkClicked: true, bidsConfirmed, resumeSheet }).step;

  it('opens Place Bids when the rules are accepted', () => {
    expect(loaded(true, false, true)).toBe(1);
  });
  it('stays on Accept Rules without the rules, and without a draft', () => {
    expect(loaded(false, false, true)).toBe(0);
    expect(loaded(true, false)).toBe(0);
  });
  it('confirmed bids still land on the submitted view', () => {
    expect(loaded(true, true, true)).toBe(3);
  });
});
