/**
 * Who may call each use case of core/auth: the names and access of its use cases (core/app/use-case.ts),
 * apart from their bodies, so the HTTP contract and the web import them without the code.
 */
import { useCaseSpecs } from '../app/use-case-spec';

/** Who may enrol a user in MFA and turn it off. */
export const MFA_USE_CASES = useCaseSpecs('users', { enrolMfa: 'administerUsers', disableMfa: 'administerUsers' });

/** Who may set a user's password directly. */
export const SET_PASSWORD_USE_CASES = useCaseSpecs('users', { setPassword: 'administerUsers' });
