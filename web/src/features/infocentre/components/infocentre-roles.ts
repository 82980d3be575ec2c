/**
 * Role decisions of the info centre page (spec 2.2 and 6), through the capability table.
 */
import type { RoleCode } from '../../../../../core/domain/roles';
import { can } from '../../../../../core/policy/capabilities';

/** The template selector, Mark As Complete and Save Template: managers and client relations (the server's chooseTemplate rule). */
export const managesInfoCentreTemplate = (roles: readonly RoleCode[]): boolean => can(roles, 'chooseInfoCentreTemplate');

/** "Only the manager sees the detail boxes with the manager contact and no countdown": everybody else sees the countdown. */
export const seesInfoCentreCountdown = (roles: readonly RoleCode[]): boolean => !can(roles, 'seeInfoCentreManagerView');
