/**
 * Selections a screen needs before it acts (access-and-administration §5): deleting lots needs a
 * lot, sending invitations needs an approved borrower checked. The server checks them too.
 */
import type { Id } from '../domain/entities';
import { MSG } from '../domain/messages';
import { ok } from '../domain/result';
import { validationFailure, type Validated } from './field-failure';

/** Lots list Delete: Warning, this is no lot selected. */
export const requireLotSelection = (lotIds: readonly Id[]): Validated<Id[]> =>
  lotIds.length > 0 ? ok([...new Set(lotIds)]) : validationFailure({ lots: MSG.WARNING_THIS_IS_NO_LOT_SELECTED });

/** Invitation e-mail: You must check the approved borrowers to send emails to. */
export const requireApprovedBorrowersChecked = (borrowerIds: readonly Id[]): Validated<Id[]> =>
  borrowerIds.length > 0
    ? ok([...new Set(borrowerIds)])
    : validationFailure({ borrowerIds: MSG.YOU_MUST_CHECK_THE_APPROVED_BORROWERS_TO_SEND });
