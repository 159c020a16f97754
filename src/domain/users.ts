// Who may change which user, and to what (J03–J08, C02–C05, C11, R03): the user dialog and the
// server's user routes both ask these functions.
import type { Task } from '../../generated/entities';
import { isGlobalAdmin, isLocationAdmin, isProviderStaff, type AccessUser } from './access';
import { AdminLevel } from './levels';

export const ALL_TASKS: readonly Task[] = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports', 'ShopAccounting'];

type Target = { id?: number; adminLevel?: number; adminLevelEx?: number };

const staff = (user: AccessUser) => isGlobalAdmin(user) || isProviderStaff(user);
const levelOf = (target: Target) => target.adminLevelEx ?? target.adminLevel ?? AdminLevel.None;

/** J03: location admins and above edit the users of their scope, never someone above themselves. */
export function mayEditUser(actor: AccessUser, target: Target): boolean {
  if (staff(actor)) return true;
  if (!isLocationAdmin(actor)) return false;
  return target.id === actor.id || levelOf(target) <= actor.adminLevelEx;
}

/** C11 (webtaskuserassignable): the tasks an actor may give: their own, or all for staff. */
export const assignableTasks = (actor: AccessUser): readonly Task[] => (staff(actor) ? ALL_TASKS : ALL_TASKS.filter((task) => actor.tasksAllowed.includes(task)));

/** C02: the highest admin level an actor may give: their own (Global for staff and global admins). */
export const highestAssignableLevel = (actor: AccessUser): number => (staff(actor) ? Math.max(actor.adminLevelEx, AdminLevel.Global) : actor.adminLevelEx);

/**
 * The user fields an actor sees but may not change (usereditable): staff facts (employee id and
 * employment) are the operator's; only staff move users between customers; nobody raises their own
 * rights; financial access is given only by those who have it.
 */
export function lockedUserFields(actor: AccessUser, target?: Target) {
  const locked = new Set<'employeeId' | 'employmentType' | 'customerId' | 'adminLevel' | 'active' | 'tasksAllowed' | 'reportLevelEx' | 'inventoryLevelEx' | 'isFinancial' | 'locationId' | 'locationIds'>();
  if (!staff(actor)) ['employeeId', 'employmentType', 'customerId'].forEach((field) => locked.add(field as never));
  if (target?.id !== undefined && target.id === actor.id && !isGlobalAdmin(actor)) {
    ['adminLevel', 'active', 'tasksAllowed', 'reportLevelEx', 'inventoryLevelEx', 'isFinancial', 'locationId', 'locationIds'].forEach((field) => locked.add(field as never));
  }
  if (!actor.isFinancial && !staff(actor)) locked.add('isFinancial');
  // A location admin places users at the own location only.
  if (!staff(actor) && actor.adminLevelEx < AdminLevel.Customer) locked.add('locationId');
  return [...locked];
}
