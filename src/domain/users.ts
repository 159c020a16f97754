// Who may change which user, and to what (J03–J08, C02–C05, C11, R03): the user dialog and the
// server's user routes both ask these functions.
import type { Task } from '../../generated/entities';
import { isGlobalAdmin, isLocationAdmin, isProviderStaff, type AccessUser } from './access';
import { AdminLevel, InventoryLevel, ReportLevel } from './levels';

export const ALL_TASKS: readonly Task[] = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports', 'ShopAccounting'];

/**
 * P46: role codes. Seven are the web tasks (C11); ADM is the admin level (C02) and DIS pickups, which
 * the portal gives with task Expedition. Tasks are stored and shown by name, so nothing reads the
 * codes: they would name a task where a short code is wanted, as in a file for another system.
 */
export const ROLE_CODES = {
  ADM: 'Administrator', DEL: 'Delivery', EXP: 'Expedition', REC: 'Reception', REP: 'Reports', DIS: 'Pickup', INV: 'Inventory', SHA: 'ShopAccounting', ORD: 'Order',
} as const satisfies Record<string, Task | 'Administrator' | 'Pickup'>;

type Target = { id?: number; adminLevel?: number; adminLevelEx?: number };

const staff = (user: AccessUser) => isGlobalAdmin(user) || isProviderStaff(user);
const levelOf = (target: Target) => target.adminLevelEx ?? target.adminLevel ?? AdminLevel.None;

/** J03: location admins and above edit the users of their scope, never someone above themselves. */
export function mayEditUser(actor: AccessUser, target: Target): boolean {
  if (staff(actor)) return true;
  if (!isLocationAdmin(actor)) return false;
  return target.id === actor.id || levelOf(target) <= actor.adminLevelEx;
}

// What a giver has, they may give, and no more (C02, C03, C10, C11, C13, C17): every kind of level
// is capped by the giver's own. Global admins have everything (C03), so they give anything; provider
// staff below Global give what they hold themselves, like everyone else.

/** C11 (webtaskuserassignable): the tasks an actor may give: their own, or all for global admins. */
export const assignableTasks = (actor: AccessUser): readonly Task[] => (isGlobalAdmin(actor) ? ALL_TASKS : ALL_TASKS.filter((task) => actor.tasksAllowed.includes(task)));

/** C02: the highest admin level an actor may give: their own (a global admin Global, a system admin System). */
export const highestAssignableLevel = (actor: AccessUser): number => actor.adminLevelEx;

/** C10: the highest report level an actor may give (None < Location < Customer < Chain). */
export const highestAssignableReportLevel = (actor: AccessUser): number => (isGlobalAdmin(actor) ? ReportLevel.Chain : actor.reportLevelEx);

/** C13, R21: inventory levels by what they grant: MainApprove includes ControlReg, so it ranks above it. */
const inventoryRank = (level: number): number => ({ [InventoryLevel.None]: 0, [InventoryLevel.ControlReg]: 1, [InventoryLevel.MainApprove]: 2 })[level] ?? 0;

/** C13: may the actor give this inventory level? */
export const mayGiveInventoryLevel = (actor: AccessUser, level: number): boolean =>
  isGlobalAdmin(actor) || inventoryRank(level) <= inventoryRank(actor.inventoryLevelEx);

/** C17: financial report access is given only by those who have it. */
export const mayGiveFinancial = (actor: AccessUser): boolean => isGlobalAdmin(actor) || actor.isFinancial;

/** A user's rights as a create or an update sets them (stored names of the user schema). */
export interface GrantedRights {
  adminLevel?: number;
  reportLevelEx?: number;
  inventoryLevelEx?: number;
  isFinancial?: boolean;
  tasksAllowed?: readonly Task[];
}
export type GrantField = 'adminLevel' | 'reportLevelEx' | 'inventoryLevelEx' | 'isFinancial' | 'tasksAllowed';

/**
 * The rights in `wanted` that the actor may not give, first one first. Only what changes is judged
 * (`existing` is the stored user; none on create): an admin may edit a user who holds more than the
 * admin does, as long as the admin does not hand out more themselves.
 */
export function rightsBeyondGiver(actor: AccessUser, wanted: GrantedRights, existing?: GrantedRights): GrantField[] {
  const beyond: GrantField[] = [];
  const changed = <K extends keyof GrantedRights>(field: K) => wanted[field] !== undefined && wanted[field] !== existing?.[field];
  if (changed('adminLevel') && wanted.adminLevel! > highestAssignableLevel(actor)) beyond.push('adminLevel');
  if (changed('reportLevelEx') && wanted.reportLevelEx! > highestAssignableReportLevel(actor)) beyond.push('reportLevelEx');
  if (changed('inventoryLevelEx') && !mayGiveInventoryLevel(actor, wanted.inventoryLevelEx!)) beyond.push('inventoryLevelEx');
  if (changed('isFinancial') && wanted.isFinancial && !mayGiveFinancial(actor)) beyond.push('isFinancial');
  const assignable = assignableTasks(actor);
  const added = (wanted.tasksAllowed ?? []).filter((task) => !assignable.includes(task) && !(existing?.tasksAllowed ?? []).includes(task));
  if (added.length) beyond.push('tasksAllowed');
  return beyond;
}

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
  if (!mayGiveFinancial(actor)) locked.add('isFinancial');
  // A location admin places users at the own location only.
  if (!staff(actor) && actor.adminLevelEx < AdminLevel.Customer) locked.add('locationId');
  return [...locked];
}
