/**
 * Who may call each use case of core/admin: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may list, load and save auctions. */
export const AUCTION_USE_CASES = useCaseSpecs('auctions', { list: 'listAuctions', load: 'setUpAuctions', save: 'saveAuction' });

/** Who may list, load and save borrowers. */
export const BORROWER_USE_CASES = useCaseSpecs('borrowers', { list: 'manageBorrowers', load: 'manageBorrowers', save: 'manageBorrowers' });

/** Who may list, load and save clients. */
export const CLIENT_USE_CASES = useCaseSpecs('clients', { list: 'manageClients', load: 'manageClients', save: 'manageClients' });

/** Who may read the column captions (any signed-in user). */
export const COLUMN_LABEL_USE_CASES = useCaseSpecs('exports', { columnLabels: 'authenticated' });

/** Who may export rows as a workbook (any signed-in user; column captions: columns.ts). */
export const EXCEL_EXPORT_USE_CASES = useCaseSpecs('exports', { workbook: 'authenticated' });

/** Who may read the invitation templates and recipients, and send invitations. */
export const INVITATION_USE_CASES = useCaseSpecs('invitations', { templates: 'manageInvitees', recipients: 'manageInvitees', send: 'manageInvitees' });

/** Who may read and save an auction's approved borrowers and its e-mail list. */
export const INVITEE_USE_CASES = useCaseSpecs('invitees', {
  lists: 'manageInvitees',
  save: 'manageInvitees',
  approvedBorrowers: 'manageInvitees',
  approvedUsers: 'manageInvitees',
  invitedUsers: 'manageInvitees',
  saveUserList: 'manageInvitees',
});

/** Who may list, load, add, save, delete and import lots. */
export const LOT_USE_CASES = useCaseSpecs('lots', {
  list: 'manageLots',
  choices: 'manageLots',
  load: 'manageLots',
  blank: 'manageLots',
  save: 'manageLots',
  delete: 'manageLots',
  import: 'manageLots',
});

/** Who may list, load and save users (setPassword: core/auth/password-reset.ts; enrolMfa, disableMfa: core/auth/mfa.ts). */
export const USER_USE_CASES = useCaseSpecs('users', { list: 'administerUsers', load: 'administerUsers', save: 'administerUsers' });
