// Scheduled orders and pickups (E02, E03, E17, N33): kept per location with their depot, lines and
// rhythm; a customer keeps those of its context location with the task of the type (C21 Order,
// C25 Expedition), the operator's staff any. Every write carries the version it read (O25).
import { sql } from 'kysely';
import { hasTask } from '../../domain/access.js';
import { scheduledDates, scheduleProblem, type Schedule } from '../../domain/ledger/schedule.js';
import { scheduleStartWindow } from '../../domain/ledger/rules.js';
import { addDays, poolToday } from '../../domain/dates.js';
import { TransactionType as T } from '../../domain/ledger/types.js';
import { recordWrite } from '../system/audit.js';
import type { Database } from '../db/database.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator } from './access.js';
import { checkLines, checkParties } from './registration.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location'>;

export interface ScheduleInput extends Schedule {
  id?: number;
  version?: number;
  type: number;
  depotLocationId: number;
  senderReference?: string | null;
  lines: Array<{ productId: number; quantity: number }>;
}

const TASK = { [T.Order]: 'Order', [T.Pickup]: 'Expedition' } as const;
const today = () => poolToday();
const notFound = () => new ApiError(404, 'schedule-not-found', 'scheduleNotFound');
const modified = () => new ApiError(409, 'schedule-modified', 'scheduleModified');
const PROBLEM_TEXT = { everyWeeks: 'scheduleEveryWeeks', weekdays: 'scheduleWeekdays', endDate: 'scheduleEndDate' } as const;

/** E03, R44: the rhythm of a schedule, or a 400 naming the field. */
export function checkSchedule(schedule: Schedule): void {
  const problem = scheduleProblem(schedule);
  if (problem) throw new ApiError(400, `schedule-${problem}`, PROBLEM_TEXT[problem], { field: problem });
}

function mayKeep(call: Caller, type: number): void {
  const task = TASK[type as keyof typeof TASK];
  if (!task) throw new ApiError(400, 'type-not-registered', 'typeNotRegistered', { field: 'type' });
  if (!isOperator(call.user) && !hasTask(call.user, task)) throw forbidden();
}

/** The next days a schedule orders for: from tomorrow (or its start), the first day the nightly job can still register. */
export const nextDates = (schedule: Schedule, count = 10) => scheduledDates(schedule, addDays(poolToday(), 1), { count });

const columns = ['id', 'type', 'locationId', 'depotLocationId', 'everyWeeks', 'weekdays', 'startDate', 'endDate', 'active', 'senderReference', 'lines', 'createdThrough', 'version'] as const;

/** The schedules of the context location (a customer's own; staff act there too). */
export async function listSchedules(db: Database, call: Caller, type: number) {
  mayKeep(call, type);
  const rows = await db.selectFrom('scheduledOrders').innerJoin('locations', 'locations.id', 'scheduledOrders.depotLocationId')
    .select([...columns.map((column) => `scheduledOrders.${column}` as const), 'locations.name as depotName'])
    .where('scheduledOrders.locationId', '=', call.location.id).where('scheduledOrders.type', '=', type).orderBy('scheduledOrders.id').execute();
  return rows.map((row) => ({ ...row, nextDates: row.active ? nextDates(row, 3) : [] }));
}

export async function readSchedule(db: Database, call: Caller, id: number) {
  const row = await db.selectFrom('scheduledOrders').innerJoin('locations', 'locations.id', 'scheduledOrders.depotLocationId')
    .select([...columns.map((column) => `scheduledOrders.${column}` as const), 'locations.name as depotName'])
    .where('scheduledOrders.id', '=', id).where('scheduledOrders.locationId', '=', call.location.id).executeTakeFirst();
  if (!row) throw notFound();
  mayKeep(call, row.type);
  return { ...row, nextDates: row.active ? nextDates(row) : [] };
}

/** POST scheduleorder: a new schedule, or (with id and version) a change of one. */
export async function saveSchedule(db: Database, call: Caller, input: ScheduleInput): Promise<number> {
  mayKeep(call, input.type);
  checkSchedule(input);
  if (input.id === undefined && input.startDate < today()) throw new ApiError(400, 'schedule-start-date', 'scheduleStartDate', { field: 'startDate' });
  const window = scheduleStartWindow(today());
  if (input.startDate > window.to) throw new ApiError(400, 'date-outside-window', 'scheduleStartOutside', { ...window, field: 'startDate' });
  const own = call.location.id;
  await checkParties(db, call, input.type === T.Order
    ? { type: input.type, locationIdFrom: input.depotLocationId, locationIdTo: own }
    : { type: input.type, locationIdFrom: own, locationIdTo: input.depotLocationId });
  const lines = await checkLines(db, call, input.lines.map((line) => ({ productId: line.productId, qtyOrdered: line.quantity })));
  const values = {
    type: input.type, locationId: own, depotLocationId: input.depotLocationId, everyWeeks: input.everyWeeks, weekdays: [...input.weekdays].sort(),
    startDate: input.startDate, endDate: input.endDate ?? null, senderReference: input.senderReference?.trim() || null,
    lines: JSON.stringify(lines.map((line) => ({ productId: line.productId, quantity: line.qtyOrdered }))),
  };
  return db.transaction().execute(async (trx) => {
    let id = input.id;
    if (id === undefined) {
      ({ id } = await trx.insertInto('scheduledOrders').values({ ...values, createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id }).returning('id').executeTakeFirstOrThrow());
    } else {
      await readSchedule(trx, call, id);
      const claimed = await trx.updateTable('scheduledOrders').set({ ...values, version: sql`version + 1`, updatedAt: new Date() })
        .where('id', '=', id).where('version', '=', input.version ?? 0).returning('id').executeTakeFirst();
      if (!claimed) throw modified();
    }
    await recordWrite(trx, call, { entity: 'scheduleorder', entityId: id, action: input.id === undefined ? 'create' : 'update' });
    return id;
  });
}

/** POST scheduleorderstatus: pause or resume. */
export async function setScheduleActive(db: Database, call: Caller, change: { id: number; active: boolean; version: number }): Promise<void> {
  await readSchedule(db, call, change.id);
  await db.transaction().execute(async (trx) => {
    const claimed = await trx.updateTable('scheduledOrders').set({ active: change.active, version: sql`version + 1`, updatedAt: new Date() })
      .where('id', '=', change.id).where('version', '=', change.version).returning('id').executeTakeFirst();
    if (!claimed) throw modified();
    await recordWrite(trx, call, { entity: 'scheduleorder', entityId: change.id, action: change.active ? 'resume' : 'pause' });
  });
}

/** DELETE scheduleorder: the transactions it already created stay. */
export async function deleteSchedule(db: Database, call: Caller, id: number, version: number): Promise<void> {
  await readSchedule(db, call, id);
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('scheduledOrders').where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
    if (!deleted) throw modified();
    await recordWrite(trx, call, { entity: 'scheduleorder', entityId: id, action: 'delete' });
  });
}
