// Writing transactions (N26): register, change before it is sent, delete a draft. Each write runs in
// one database transaction, carries the version it read (O25) and is audited with acting and login user.
import { sql, type Kysely, type QueryCreator } from 'kysely';
import { isReadOnlyStatus, mayStartIn, TransactionStatus } from '../../domain/ledger/statuses.js';
import { mayDispatch } from '../../domain/ledger/rules.js';
import { recordWrite, recordWrites } from '../system/audit.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { actingRoles, orderModified, orderNotFound, orderReadOnly, visibleTransactions } from './access.js';
import { accountOf, type Alongside } from './posting.js';
import { checkLines, checkParties, checkProcessBy, checkTransactionDate, checkTruckType, RegistrationLookups, type LineInput, type Side } from './registration.js';
import { checkWithdrawal } from './withdrawal.js';
import { outboxWrite, transactionEvents } from '../integrations/outbox.js';
import { noticeWrite, transferNoticesOf } from '../notifications/notices.js';
import { TransactionType } from '../../domain/ledger/types.js';
import { isOperator } from './access.js';

/** E22, E23: a customer's registered order of empties keeps within the products' withdrawal limits (the operator may go beyond). */
export async function keepWithinLimits(db: Database, call: Caller, order: { id?: number; type: number; status: number; locationIdTo: number; transactionDate: string; lines: LineInput[] }): Promise<void> {
  if (order.type !== TransactionType.Order || order.status !== S.Ordered || isOperator(call.user)) return;
  await checkWithdrawal(db, order);
}

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope' | 'customer'>;

export interface OrderInput {
  type: number;
  status?: number;
  locationIdFrom: number;
  locationIdTo: number;
  senderReference?: string | null;
  receiverReference?: string | null;
  transactionDate: string;
  processBy?: string | null;
  truckTypeId?: number | null;
  lines: LineInput[];
}

export type OrderChanges = Partial<Omit<OrderInput, 'type' | 'status'>> & { version: number };

const S = TransactionStatus;
const trimmed = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

async function insertLines(trx: Kysely<Tables>, transactionId: number, lines: LineInput[]): Promise<void> {
  await trx.insertInto('transactionLines').values(lines.map((line) => ({
    transactionId, productId: line.productId, qtyOrdered: line.qtyOrdered, qtyPicked: line.qtyPicked ?? null, qtyReceived: line.qtyReceived ?? null,
  }))).execute();
}

/** A registration every rule has passed, ready to be written. */
export interface CheckedRegistration { input: OrderInput; status: number; source: string; from: Side; to: Side; lines: LineInput[] }

/**
 * Every rule of a new registration (R02 start status, R03 sides and task, O24, D05 products, O20,
 * O23, E24, E22/E23), read through `lookups` so that the deliveries of an import file share them.
 */
export async function checkRegistration(db: Database, call: Caller, input: OrderInput, source = 'Unknown', lookups = new RegistrationLookups(db)): Promise<CheckedRegistration> {
  const status = input.status ?? S.Ordered;
  if (!mayStartIn(input.type, status)) throw new ApiError(400, 'forbidden-transition', 'forbiddenTransition', { from: '-', to: status, field: 'status' });
  checkTransactionDate(input.transactionDate);
  const { from, to } = await checkParties(db, call, input, lookups);
  const lines = await checkLines(db, call, input.lines, lookups);
  checkProcessBy(input.processBy, input.transactionDate);
  await checkTruckType(db, input.truckTypeId, lookups);
  if (status === S.Sent && !mayDispatch(lines)) throw new ApiError(400, 'all-lines-zero', 'allLinesZero', { field: 'lines' });
  await keepWithinLimits(db, call, { type: input.type, status, locationIdTo: to.id, transactionDate: input.transactionDate, lines });
  return { input, status, source: input.type === TransactionType.Missing ? 'MissingReg' : source, from, to, lines };
}

/** Rows a statement writes at most (PostgreSQL takes at most 65,535 parameters in one). */
const WRITE_BATCH = 1000;

/**
 * Writes checked registrations inside the caller's database transaction: numbers, heads, lines and
 * audit entries, a few statements per thousand. The one way a new transaction is stored, for the
 * dialog's single registration and an import file's deliveries alike.
 */
export async function writeRegistrations(trx: Kysely<Tables>, call: Caller, registrations: CheckedRegistration[], lookups = new RegistrationLookups(trx)): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < registrations.length; start += WRITE_BATCH) {
    const batch = registrations.slice(start, start + WRITE_BATCH);
    // The numbers first, so that each head's lines are known to belong to it.
    const numbered = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('transactions', 'id'))::int as id from generate_series(1, ${batch.length}::int)`.execute(trx);
    const batchIds = numbered.rows.map((row) => Number(row.id));
    const sentAt = new Date();
    const heads = await Promise.all(batch.map(async ({ input, status, source, from, to }, index) => ({
      id: batchIds[index], type: input.type, status, source,
      locationIdFrom: from.id, locationIdTo: to.id, customerIdFrom: from.customerId, customerIdTo: to.customerId,
      accountFrom: await lookups.account(from.id), accountTo: await lookups.account(to.id),
      senderReference: trimmed(input.senderReference), receiverReference: trimmed(input.receiverReference),
      transactionDate: input.transactionDate, processBy: input.processBy ?? null, truckTypeId: input.truckTypeId ?? null,
      createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id, updatedByUserId: call.user.id, updatedByLoginUserId: call.loginUser.id,
      sentAt: status === S.Sent ? sentAt : null,
    })));
    await trx.insertInto('transactions').values(heads).execute();
    // Issue 30: deliveries sent at registration tell their receivers' webhooks, in this database transaction.
    const told = outboxWrite(heads.flatMap((head) => transactionEvents(head, null, head.status, 1)));
    if (told) await told(trx).execute();
    // B38: and the users who chose to hear of it.
    const notices = noticeWrite(await transferNoticesOf(trx, heads.map((head, index) => ({
      head: { ...head, lines: batch[index].lines.map((line) => ({ productId: line.productId, quantity: line.qtyPicked ?? line.qtyOrdered })) }, from: null, to: head.status,
    }))), call.user.id);
    if (notices) await notices(trx).execute();
    const lines = batch.flatMap((registration, index) => registration.lines.map((line) => ({
      transactionId: batchIds[index], productId: line.productId, qtyOrdered: line.qtyOrdered, qtyPicked: line.qtyPicked ?? null, qtyReceived: line.qtyReceived ?? null,
    })));
    for (let from = 0; from < lines.length; from += WRITE_BATCH) await trx.insertInto('transactionLines').values(lines.slice(from, from + WRITE_BATCH)).execute();
    await recordWrites(trx, call, batch.map(({ input, status }, index) => ({ entity: 'order', entityId: batchIds[index], action: 'create', summary: `type ${input.type}, status ${status}` })));
    ids.push(...batchIds);
  }
  return ids;
}

/** POST order: a draft (0), registered (1), or for a delivery between customers sent at once (4). */
export async function registerOrder(db: Database, call: Caller, input: OrderInput, source = 'Unknown'): Promise<number> {
  const registration = await checkRegistration(db, call, input, source);
  return db.transaction().execute(async (trx) => (await writeRegistrations(trx, call, [registration]))[0]);
}

/** The stored head the caller may see, or 404. */
export async function visibleHead(db: Kysely<Tables>, call: Pick<CallContext, 'scope'>, id: number) {
  const head = await db.selectFrom('transactions').selectAll().where('id', '=', id).where(visibleTransactions(call)).executeTakeFirst();
  if (!head) throw orderNotFound();
  return head;
}

/**
 * The version-checked update every write starts with: it takes the row's lock, so of concurrent
 * writers from one version exactly one goes on; the rest get O25 and write nothing. Writes given
 * `alongside` run in the same statement (CTEs, one round trip); a refused claim rolls them back
 * with the rest of the database transaction.
 */
export async function claimVersion(trx: Kysely<Tables>, call: Caller, id: number, version: number, set: Record<string, unknown> = {}, alongside: Alongside[] = []): Promise<void> {
  const claim = (db: QueryCreator<Tables>) => db.updateTable('transactions')
    .set((eb) => ({ ...set, version: eb('version', '+', 1), updatedAt: new Date(), updatedByUserId: call.user.id, updatedByLoginUserId: call.loginUser.id }))
    .where('id', '=', id).where('version', '=', version).returning('id');
  const withWrites = alongside.reduce<QueryCreator<Tables>>((creator, write, index) => creator.with(`alongside${index}`, (db) => write(db as QueryCreator<Tables>) as never) as never, trx);
  const claimed = await claim(withWrites).executeTakeFirst();
  if (!claimed) throw orderModified();
}

/**
 * The claim and its writes as one statement on its own, with no database transaction around it: a
 * statement is atomic by itself. Its writes run whether or not the claim takes the row, so a refused
 * claim makes the statement fail (1 / 0 claimed rows, evaluated when it runs), which undoes every
 * write of it; that failure is O25. Two round trips fewer than begin … commit.
 */
export async function claimAlone(db: Kysely<Tables>, call: Caller, id: number, version: number, set: Record<string, unknown>, alongside: Alongside[]): Promise<void> {
  const claim = (creator: QueryCreator<Tables>) => creator.updateTable('transactions')
    .set((eb) => ({ ...set, version: eb('version', '+', 1), updatedAt: new Date(), updatedByUserId: call.user.id, updatedByLoginUserId: call.loginUser.id }))
    .where('id', '=', id).where('version', '=', version).returning('id');
  const withWrites = alongside.reduce<QueryCreator<Tables>>((creator, write, index) => creator.with(`alongside${index}`, (each) => write(each as QueryCreator<Tables>) as never) as never, db);
  try {
    await withWrites.with('claimed', (each) => claim(each as QueryCreator<Tables>) as never)
      .selectFrom('claimed' as never).select(sql<number>`1 / count(*)`.as('taken')).execute();
  } catch (error) {
    if ((error as { code?: string }).code === DIVISION_BY_ZERO) throw orderModified();
    throw error;
  }
}

const DIVISION_BY_ZERO = '22012';

/** PATCH order: the registering side or the operator changes it until it is sent (LEDGER.md). */
export async function changeOrder(db: Database, call: Caller, id: number, changes: OrderChanges): Promise<void> {
  const head = await visibleHead(db, call, id);
  if (head.version !== changes.version) throw orderModified();
  if (isReadOnlyStatus(head.status) || head.status >= S.Sent) throw orderReadOnly();
  const roles = actingRoles(call, head);
  if (!roles.includes('registrant') && !roles.includes('staff')) throw forbidden();
  const locationIdFrom = changes.locationIdFrom ?? head.locationIdFrom;
  const locationIdTo = changes.locationIdTo ?? head.locationIdTo;
  const sidesChanged = locationIdFrom !== head.locationIdFrom || locationIdTo !== head.locationIdTo;
  const parties = sidesChanged ? await checkParties(db, call, { type: head.type, locationIdFrom, locationIdTo }) : undefined;
  const lines = changes.lines ? await checkLines(db, call, changes.lines) : undefined;
  const transactionDate = changes.transactionDate ?? head.transactionDate;
  if (changes.transactionDate !== undefined && changes.transactionDate !== head.transactionDate) checkTransactionDate(transactionDate);
  checkProcessBy(changes.processBy === undefined ? head.processBy : changes.processBy, transactionDate);
  await checkTruckType(db, changes.truckTypeId);
  const storedLines = lines ?? await db.selectFrom('transactionLines').select(['productId', 'qtyOrdered']).where('transactionId', '=', id).execute();
  await keepWithinLimits(db, call, { id, type: head.type, status: head.status, locationIdTo, transactionDate, lines: storedLines });

  await db.transaction().execute(async (trx) => {
    const set: Record<string, unknown> = { transactionDate };
    if (parties) {
      Object.assign(set, {
        locationIdFrom, locationIdTo, customerIdFrom: parties.from.customerId, customerIdTo: parties.to.customerId,
        accountFrom: await accountOf(trx, locationIdFrom), accountTo: await accountOf(trx, locationIdTo),
      });
    }
    if (changes.senderReference !== undefined) set.senderReference = trimmed(changes.senderReference);
    if (changes.receiverReference !== undefined) set.receiverReference = trimmed(changes.receiverReference);
    if (changes.processBy !== undefined) set.processBy = changes.processBy;
    if (changes.truckTypeId !== undefined) set.truckTypeId = changes.truckTypeId;
    await claimVersion(trx, call, id, changes.version, set);
    if (lines) {
      await trx.deleteFrom('transactionLines').where('transactionId', '=', id).execute();
      await insertLines(trx, id, lines);
    }
    await recordWrite(trx, call, { entity: 'order', entityId: id, action: 'update' });
  });
}

/** DELETE order: a draft, or an order the operator has not confirmed yet, by its registering side or staff. */
export async function deleteOrder(db: Database, call: Caller, id: number, version: number): Promise<void> {
  const head = await visibleHead(db, call, id);
  const roles = actingRoles(call, head);
  if (!roles.includes('registrant') && !roles.includes('staff')) throw forbidden();
  // A missing registration may be withdrawn by its receiver until its sender has answered it (E06).
  const unanswered = head.type === TransactionType.Missing && head.status === S.Sent;
  if (head.status !== S.Draft && head.status !== S.Ordered && !unanswered) throw new ApiError(409, 'only-drafts-deleted', 'onlyDraftsDeleted');
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('transactions').where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
    if (!deleted) throw orderModified();
    await recordWrite(trx, call, { entity: 'order', entityId: id, action: 'delete' });
  });
}
