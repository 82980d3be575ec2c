import { MSG } from '../../../../../core/domain/messages';
import type { UserForm } from '../api/users-api';

/**
 * The user form's rules (spec §5) keyed by field. TEMPORARY until core/validation's user validator
 * lands; then this delegates to it so server and web share one rule.
 */
export const validateUserForm = (u: UserForm): Record<string, string> => {
  const e: Record<string, string> = {};
  if (!u.firstName.trim()) e.firstName = MSG.FIRST_NAME_IS_REQUIRED;
  if (!u.lastName.trim()) e.lastName = MSG.LAST_NAME_IS_REQUIRED;
  if (!u.emailAddress.trim()) e.emailAddress = MSG.EMAIL_IS_REQUIRED;
  if (!u.loginName.trim()) e.loginName = MSG.LOGIN_NAME_IS_REQUIRED;
  if (u.roles.length === 0) e.roles = MSG.PLEASE_SELECT_ROLE;
  else if (u.roles.includes('SUPERBIDDER') && u.roles.length > 1) e.roles = MSG.CANNOT_SELECT_OTHER_ROLES_WITH_SUPER_BIDDER_ROLE;
  if (u.roles.includes('SUPERBIDDER') && u.bidderId === null) e.bidderId = MSG.BIDDER_IS_REQUIRED_WITH_SUPER_BIDDER_ROLE;
  if (u.roles.includes('CLIENT') && u.borrowerId !== null) e.borrowerId = MSG.YOU_CANNOT_SELECT_BORROWER_WITH_CLIENT_ROLE;
  return e;
};
