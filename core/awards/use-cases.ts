/**
 * Who may call each use case of core/awards: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may read the award history: the award role, like the rest of the award screen. */
export const AWARD_HISTORY_USE_CASES = useCaseSpecs('awards', { history: 'award' });

/** Who may have an award proposal computed and applied: the award role. */
export const AWARD_OPTIMIZER_USE_CASES = useCaseSpecs('awards', { optimize: 'award', applyProposal: 'award' });

/** Who may read the bids and awards and save, generate, confirm and unconfirm them: the award role. */
export const AWARD_USE_CASES = useCaseSpecs('awards', { bids: 'award', list: 'award', save: 'award', generate: 'award', confirm: 'award', unconfirm: 'award' });
