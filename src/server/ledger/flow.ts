// The ledger types with a flow of their own (external orders E08, shop transactions E09): one write
// call registers, changes while preregistered, and moves them on through R02, in the ledger's own
// tables. Each type gives its parties and its roles (src/domain/ledger/external.ts, shop.ts); the
// rest is the ledger's: the version claim (O25), read-only (O26), lines, posting on Confirmed and the
// audit, every write in one database transaction.
import { sql, type Kysely } from 'kysely';
import { mayDispatch } from '../../domain/ledger/rules.js';
import { postedCounts } from '../../domain/ledger/posted-counts.js';
import { isReadOnlyStatus, mayStartIn, TransactionStatus as S, type LedgerRole, type TransitionVerdict } from '../../domain/ledger/statuses.js';
import { auditEntry } from '../system/audit.js';
import { locationInScope } from '../masterdata/locations.js';
import type { Database } from '../db/database.js';
import type { Tables } from '../db/tables.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { countRefused, orderModified, orderNotFound, orderReadOnly, visibleTransactions } from './access.js';
import { inOneStatement, postingWrites, type Alongside } from './posting.js';
import { checkLines, checkTransactionDate, type LineInput } from './registration.js';
import { claimVersion } from './writes.js';
import { outboxWrite, outboxWrites, transactionEvents } from '../integrations/outbox.js';
import { noticeWrite, noticeWrites, transferNoticesOf } from '../notifications/notices.js';

type Caller = Pick<CallContext, 'user' | 'loginUser' | 'location' | 'scope' | 'customer'>;
export type Head = NonNullable<Awaited<ReturnType<typeof storedHead>>>;
export type FlowKind = 'external' | 'shop';

/** What a write of such a type carries, its status already as the ledger's (E18). */
export interface FlowInput {
  id?: number;
  version?: number;
  status: number;
  senderReference?: string | null;
  receiverReference?: string | null;
  transactionDate: string;
  lines: Array<LineInput & { qtyReceived?: number | null }>;
  comment?: string;
}

/** The sides a write names, checked; the receiver is settled inside the write's transaction (an external location's place may be made there). */
export interface FlowParties {
  locationIdFrom: number;
  customerIdFrom: number;
  accountFrom: number;
  to: (trx: Kysely<Tables>) => Promise<{ locationId: number; customerId: number; account: number }>;
  /** The type's own columns: the external location, the registering side. */
  columns: { externalLocationId?: number; registeredSide?: 'sender' | 'receiver' };
}

export interface FlowRules<Input extends FlowInput> {
  type: number;
  kind: FlowKind;
  source: string;
  /** Who may register at all (section C); checked before anything is read. */
  mayRegister: (call: Caller) => boolean;
  /** Checks the parties of a new or changed registration (403 for a side outside the caller's context, 400 for a bad one). */
  parties: (db: Database, call: Caller, input: Input, stored?: Head) => Promise<FlowParties>;
  roles: (call: Caller, head: Head) => LedgerRole[];
  judge: (from: number, to: number, roles: readonly LedgerRole[]) => TransitionVerdict;
}

const trimmed = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

const storedHead = (db: Kysely<Tables>, call: Pick<CallContext, 'scope'>, id: number) =>
  db.selectFrom('transactions').selectAll().where('id', '=', id).where(visibleTransactions(call)).executeTakeFirst();

/** The stored transaction of this type the caller may see, or 404 (a number of another type is no such order). */
export async function flowHead(db: Kysely<Tables>, call: Pick<CallContext, 'scope'>, id: number, type: number): Promise<Head> {
  const head = await storedHead(db, call, id);
  if (!head || head.type !== type) throw orderNotFound();
  return head;
}

/** POST externalorderid, shoporderid: the next order number, held for the login user until a registration takes it. */
export async function reserveOrderNumber(db: Database, call: Caller, kind: FlowKind): Promise<number> {
  const row = await db.insertInto('orderNumberReservations')
    .values({ id: sql<number>`nextval(pg_get_serial_sequence('transactions', 'id'))`, kind, loginUserId: call.loginUser.id })
    .returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const preregistered = (status: number) => status === S.Draft || status === S.Ordered;

function judged(verdict: TransitionVerdict, from: number | string, to: number): void {
  if (verdict === 'forbidden-transition') throw new ApiError(400, 'forbidden-transition', 'forbiddenTransition', { from, to, field: 'status' });
  if (verdict === 'not-your-step') throw new ApiError(403, 'not-your-step', 'notYourStep', { to });
}

/** A sent one's content is fixed: the write may only carry what is stored (and the counts of its receipt). */
function sameContent(head: Head, lines: Array<{ productId: number; qtyOrdered: number }>, input: FlowInput): boolean {
  const byProduct = new Map(lines.map((line) => [line.productId, line.qtyOrdered]));
  return trimmed(input.senderReference) === head.senderReference && trimmed(input.receiverReference) === head.receiverReference
    && input.transactionDate === head.transactionDate && input.lines.length === lines.length
    && input.lines.every((line) => byProduct.get(line.productId) === line.qtyOrdered);
}

/** POST externaltransaction, shoptransaction: registers, changes or moves on; returns the order number. */
export async function saveFlowOrder<Input extends FlowInput>(db: Database, call: Caller, rules: FlowRules<Input>, input: Input): Promise<number> {
  if (!rules.mayRegister(call)) throw forbidden();
  const existing = input.id === undefined ? undefined : await storedHead(db, call, input.id);
  if (existing && existing.type !== rules.type) throw orderNotFound();
  return existing ? moveOn(db, call, rules, input, existing) : register(db, call, rules, input);
}

async function register<Input extends FlowInput>(db: Database, call: Caller, rules: FlowRules<Input>, input: Input): Promise<number> {
  // A number that is neither a stored order the caller may see nor one given to the caller: no such order.
  const reserved = () => db.selectFrom('orderNumberReservations').select('id').where('id', '=', input.id!).where('kind', '=', rules.kind).where('loginUserId', '=', call.loginUser.id);
  if (input.id !== undefined && !(await reserved().executeTakeFirst())) throw orderNotFound();
  if (!mayStartIn(rules.type, input.status)) throw new ApiError(400, 'forbidden-transition', 'forbiddenTransition', { from: '-', to: input.status, field: 'status' });
  checkTransactionDate(input.transactionDate);
  const parties = await rules.parties(db, call, input);
  const lines = await checkLines(db, call, input.lines);
  if (input.status === S.Sent && !mayDispatch(lines)) throw new ApiError(400, 'all-lines-zero', 'allLinesZero', { field: 'lines' });
  return db.transaction().execute(async (trx) => {
    if (input.id !== undefined) {
      // An order number given out by externalorderid/shoporderid, to this login user, for this kind.
      const taken = await trx.deleteFrom('orderNumberReservations').where('id', '=', input.id).where('kind', '=', rules.kind)
        .where('loginUserId', '=', call.loginUser.id).returning('id').executeTakeFirst();
      if (!taken) throw orderNotFound();
    }
    const to = await parties.to(trx);
    const { id } = await trx.insertInto('transactions').values({
      ...(input.id !== undefined ? { id: input.id } : {}),
      type: rules.type, status: input.status, source: rules.source,
      locationIdFrom: parties.locationIdFrom, customerIdFrom: parties.customerIdFrom, accountFrom: parties.accountFrom,
      locationIdTo: to.locationId, customerIdTo: to.customerId, accountTo: to.account, ...parties.columns,
      senderReference: trimmed(input.senderReference), receiverReference: trimmed(input.receiverReference), transactionDate: input.transactionDate,
      processBy: null, truckTypeId: null, sentAt: input.status === S.Sent ? new Date() : null,
      createdByUserId: call.user.id, createdByLoginUserId: call.loginUser.id, updatedByUserId: call.user.id, updatedByLoginUserId: call.loginUser.id,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('transactionLines').values(lines.map((line) => ({ transactionId: id, productId: line.productId, qtyOrdered: line.qtyOrdered }))).execute();
    const comment = input.comment?.trim();
    if (comment) await trx.insertInto('transactionComments').values({ transactionId: id, text: comment, userId: call.user.id, loginUserId: call.loginUser.id }).execute();
    await auditEntry(call, { entity: 'order', entityId: id, action: 'create', summary: `type ${rules.type}, status ${input.status}` })(trx).execute();
    // Issue 30: a send at registration tells the receiver's webhooks, in this database transaction.
    const told = outboxWrite(transactionEvents({
      id, type: rules.type, locationIdFrom: parties.locationIdFrom, customerIdFrom: parties.customerIdFrom, locationIdTo: to.locationId, customerIdTo: to.customerId,
      senderReference: trimmed(input.senderReference), receiverReference: trimmed(input.receiverReference), transactionDate: input.transactionDate,
    }, null, input.status, 1));
    if (told) await told(trx).execute();
    // B38: and the users who chose to hear of it.
    const notices = noticeWrite(await transferNoticesOf(trx, [{
      head: { id, type: rules.type, locationIdFrom: parties.locationIdFrom, locationIdTo: to.locationId, transactionDate: input.transactionDate, lines: lines.map((line) => ({ productId: line.productId, quantity: line.qtyOrdered })) },
      from: null, to: input.status,
    }]), call.user.id);
    if (notices) await notices(trx).execute();
    return id;
  });
}

async function moveOn<Input extends FlowInput>(db: Database, call: Caller, rules: FlowRules<Input>, input: Input, head: Head): Promise<number> {
  if (input.version === undefined) throw new ApiError(400, 'version-required', 'versionRequired', { field: 'version' });
  // A stale version first: what the caller saw has changed, whatever it became (O25).
  if (head.version !== input.version) throw orderModified();
  if (isReadOnlyStatus(head.status)) throw orderReadOnly();
  const roles = rules.roles(call, head);
  const editing = preregistered(head.status);
  if (editing && !roles.includes('registrant') && !roles.includes('staff')) throw forbidden();
  if (!editing && roles.length === 0) throw forbidden();
  const to = input.status;
  if (to !== head.status) judged(rules.judge(head.status, to, roles), head.status, to);
  const stored = await db.selectFrom('transactionLines').selectAll().where('transactionId', '=', head.id).orderBy('id').execute();
  if (!editing && !sameContent(head, stored, input)) throw orderReadOnly();

  if (editing && input.transactionDate !== head.transactionDate) checkTransactionDate(input.transactionDate);
  const parties = editing ? await rules.parties(db, call, input, head) : undefined;
  const lines = editing ? await checkLines(db, call, input.lines) : stored;
  if (to === S.Sent && !mayDispatch(lines)) throw new ApiError(400, 'all-lines-zero', 'allLinesZero', { field: 'lines' });
  const comment = input.comment?.trim();
  // A confirm posts the sent count; another only by staff's decision (posted-counts.ts).
  const posted = to === S.Confirmed ? postedCounts(head.status, roles, stored, new Map(input.lines.map((line) => [line.productId, line.qtyReceived])), comment) : undefined;
  if (posted && 'refused' in posted) throw countRefused(posted.refused);

  await db.transaction().execute(async (trx) => {
    const set: Record<string, unknown> = { status: to };
    if (parties) {
      const receiver = await parties.to(trx);
      Object.assign(set, {
        locationIdFrom: parties.locationIdFrom, customerIdFrom: parties.customerIdFrom, accountFrom: parties.accountFrom,
        locationIdTo: receiver.locationId, customerIdTo: receiver.customerId, accountTo: receiver.account, ...parties.columns,
        senderReference: trimmed(input.senderReference), receiverReference: trimmed(input.receiverReference), transactionDate: input.transactionDate,
      });
    }
    if (to === S.Sent && head.status !== S.Sent) set.sentAt = new Date();
    if (to === S.Confirmed) set.confirmedAt = new Date();
    const writes: Alongside[] = [
      ...(comment ? [(q: Parameters<Alongside>[0]) => q.insertInto('transactionComments').values({ transactionId: head.id, text: comment, userId: call.user.id, loginUserId: call.loginUser.id })] : []),
      auditEntry(call, { entity: 'order', entityId: head.id, action: to === head.status ? 'update' : `status ${head.status} → ${to}` }),
      // Issue 30: the webhooks hear of a send, confirm or dispute from the claim's own statement (with the sides as set).
      ...outboxWrites(transactionEvents({ ...head, ...set } as Head, head.status, to, input.version! + 1)),
      ...noticeWrites(await transferNoticesOf(trx, [{ head: { ...head, ...set, lines: lines.map((line) => ({ productId: line.productId, quantity: line.qtyPicked ?? line.qtyOrdered })) } as never, from: head.status, to }]), call.user.id),
    ];
    // The claim first: of concurrent writers from one version exactly one goes on (O25).
    await claimVersion(trx, call, head.id, input.version!, set, writes);
    if (editing) {
      await trx.deleteFrom('transactionLines').where('transactionId', '=', head.id).execute();
      await trx.insertInto('transactionLines').values(lines.map((line) => ({ transactionId: head.id, productId: line.productId, qtyOrdered: line.qtyOrdered }))).execute();
    }
    if (posted && 'counts' in posted) {
      // The count posted: minus at the sender's account, plus at the receiver's.
      const counted = stored.map((line) => ({ ...line, qtyReceived: posted.counts.get(line.productId)! }));
      for (const line of counted) await trx.updateTable('transactionLines').set({ qtyReceived: line.qtyReceived }).where('id', '=', line.id).execute();
      await inOneStatement(trx, postingWrites({
        transactionId: head.id, accountFrom: head.accountFrom, accountTo: head.accountTo, bookedOn: head.transactionDate,
        lines: counted.map((line) => ({ productId: line.productId, quantity: line.qtyReceived })),
      }));
    }
  });
  return head.id;
}

/** DELETE externalorder, externaltransaction, shoptransaction: a preregistered one, by its registering side or staff. */
export async function deleteFlowOrder<Input extends FlowInput>(db: Database, call: Caller, rules: FlowRules<Input>, id: number, version: number): Promise<void> {
  if (!rules.mayRegister(call)) throw forbidden();
  const head = await flowHead(db, call, id, rules.type);
  const roles = rules.roles(call, head);
  if (!roles.includes('registrant') && !roles.includes('staff')) throw forbidden();
  if (head.version !== version) throw orderModified();
  if (!preregistered(head.status)) throw new ApiError(409, 'only-prereg-deleted', 'onlyPreregDeleted');
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('transactions').where('id', '=', id).where('version', '=', version).returning('id').executeTakeFirst();
    if (!deleted) throw orderModified();
    await auditEntry(call, { entity: 'order', entityId: id, action: 'delete' })(trx).execute();
  });
}

/** A list's or picker's location must be one the caller may read (section C scope); any other is refused, not answered empty. */
export async function requireLocationInScope(db: Database, call: Pick<CallContext, 'scope'>, locationId: number | undefined): Promise<void> {
  if (locationId === undefined) return;
  const found = await db.selectFrom('locations').select('locations.id').where('locations.id', '=', locationId).where(locationInScope(call.scope)).executeTakeFirst();
  if (!found) throw forbidden();
}

/** A list's dates: the from date not after the to date (as the ledger's lists check them). */
export function checkDateRange(filter: { dateLower?: string; dateUpper?: string }): void {
  if (filter.dateLower && filter.dateUpper && filter.dateLower > filter.dateUpper) throw new ApiError(400, 'date-range', 'dateOrder', { field: 'dateUpper' });
}
