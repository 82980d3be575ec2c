import { describe, expect, it } from 'vitest';
import { proposalGainLine } from './proposal-gain';

describe('the proposal gain line', () => {
  it('names a positive or zero difference the gain over the top-bid preselection', () => {
    expect(proposalGainLine('6928.41')).toEqual({ label: 'Gain over the top-bid preselection', amount: '6928.41' });
    expect(proposalGainLine('0.00')).toEqual({ label: 'Gain over the top-bid preselection', amount: '0.00' });
  });

  it('names a negative difference the cost of the limits, with the positive amount', () => {
    expect(proposalGainLine('-34602.24')).toEqual({ label: 'Cost of the limits', amount: '34602.24' });
    expect(proposalGainLine('-0.05')).toEqual({ label: 'Cost of the limits', amount: '0.05' });
  });
});
