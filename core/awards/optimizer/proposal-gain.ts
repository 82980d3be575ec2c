/**
 * How the optimiser's difference from the top-bid preselection reads, on the award screen and in the CLI.
 *
 * Without limits the proposal is never below the preselection (the preselection is one of the awards the
 * optimiser considers, and a search stopped by the time limit falls back to it), so a negative difference is
 * what the counterparty limits cost. It is named so, with the positive amount: a negative amount labelled
 * "gain" read as a gain to a first-time user.
 */
import type { DecimalString } from '../../domain/entities';
import { scaledOf, textOfScaled } from '../../money/decimal-arith';

export const GAIN_OVER_PRESELECTION_LABEL = 'Gain over the top-bid preselection';
export const COST_OF_LIMITS_LABEL = 'Cost of the limits';

export interface ProposalGainLine {
  label: typeof GAIN_OVER_PRESELECTION_LABEL | typeof COST_OF_LIMITS_LABEL;
  /** Never negative, in the proposal's currency. */
  amount: DecimalString;
}

/** The proposal's `gain` as what it is: a gain (zero included) or, when negative, the cost of the limits. */
export const proposalGainLine = (gain: DecimalString): ProposalGainLine => {
  const s = scaledOf(gain);
  return s.units < 0n ? { label: COST_OF_LIMITS_LABEL, amount: textOfScaled({ units: -s.units, scale: s.scale }) } : { label: GAIN_OVER_PRESELECTION_LABEL, amount: gain };
};
