/**
 * Role decisions of the info centre page (spec 2.2 and 6), by exact role code.
 */
import { hasAnyRole } from '../domain/roles';

/** The template selector, Mark As Complete and Save Template: managers and client relations (the server's chooseTemplate rule). */
export const managesInfoCentreTemplate = (roles: readonly string[]): boolean => hasAnyRole(roles, ['MANAGER', 'CLIENT_RELATIONS']);

/** "Only the manager sees the detail boxes with the manager contact and no countdown": everybody else sees the countdown. */
export const seesInfoCentreCountdown = (roles: readonly string[]): boolean => !hasAnyRole(roles, ['MANAGER']);
