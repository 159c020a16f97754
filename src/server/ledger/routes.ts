// The ledger's calls (N26–N31, N35–N36, E15, E28): every one checks who may call it (R03, section C)
// and reads and writes only inside the caller's context.
import type { FastifyInstance } from 'fastify';
import { hasTask } from '../../domain/access.js';
import type { Task } from '../../../generated/entities.js';
import { refuseLockedChanges, refuseReadOnlyChanges } from '../generic/locked-fields.js';
import { forbidden } from '../http/errors.js';
import { sendPage } from '../http/json-text.js';
import { callOf, type CallContext } from '../http/request-context.js';
import { addRoute, type RouteDeps } from '../http/route.js';
import type { Schedule } from '../../domain/ledger/schedule.js';
import { TransactionType } from '../../domain/ledger/types.js';
import { isOperator, orderNotFound } from './access.js';
import { turnIntoPickup, type AvailablePickupInput } from './available-pickup.js';
import { addComment, commentFile, deleteComment, listComments, type CommentInput } from './comments.js';
import { availableProducts, deliveryDays, depots, productQuantity } from './pickers.js';
import { countOrders, listOrdersJson, listTransactionLines, orderIds, readOrder, type LedgerFilter } from './queries.js';
import { checkSchedule, deleteSchedule, listSchedules, nextDates, readSchedule, saveSchedule, setScheduleActive, type ScheduleInput } from './schedules.js';
import { changeStatus, type StatusChange } from './status-change.js';
import { locationToRead } from '../stock/location-scope.js';
import { checkDateRange } from './flow.js';
import { withWaiting } from './waiting.js';
import { changeOrder, deleteOrder, registerOrder, visibleHead, type OrderChanges, type OrderInput } from './writes.js';

const LEDGER_TASKS: Task[] = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'];

/** Reading the ledger needs one of its tasks (C11), or the operator's staff. */
function ledgerReader(request: unknown): CallContext {
  const call = callOf(request as never);
  if (!isOperator(call.user) && !LEDGER_TASKS.some((task) => hasTask(call.user, task))) throw forbidden();
  return call;
}

export function ledgerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db, laggingReads } = deps;
  const answer = async (call: CallContext, id: number) => ({ data: (await readOrder(db, call, id)) ?? null });

  // The big lists read from the replica when there is one; a caller who has just written reads the primary (fleet/lagging-reads.ts).
  addRoute(app, 'GET', '/api/orders', async (request, reply) => {
    const filter = request.query as LedgerFilter;
    checkDateRange(filter);
    const call = ledgerReader(request);
    return sendPage(reply, await listOrdersJson(laggingReads(request), call, withWaiting(filter, call)));
  });
  addRoute(app, 'GET', '/api/ordercount', async (request) => {
    const call = ledgerReader(request);
    return { data: await countOrders(laggingReads(request), call, withWaiting(request.query as LedgerFilter, call)) };
  });
  addRoute(app, 'GET', '/api/orderids', async (request) => {
    const call = ledgerReader(request);
    return { data: await orderIds(laggingReads(request), call, withWaiting(request.query as LedgerFilter, call)) };
  });
  addRoute(app, 'GET', '/api/transactions', async (request) => {
    const filter = request.query as LedgerFilter;
    checkDateRange(filter);
    return listTransactionLines(laggingReads(request), ledgerReader(request), filter);
  });
  addRoute(app, 'GET', '/api/transactionids', async (request) => ({ data: await orderIds(laggingReads(request), ledgerReader(request), request.query as LedgerFilter, true) }));

  addRoute(app, 'GET', '/api/orderdates', async (request) => {
    const call = ledgerReader(request);
    const { locationId, dateLower, dateUpper } = request.query as { locationId: number; dateLower: string; dateUpper: string };
    checkDateRange({ dateLower, dateUpper });
    await locationToRead(db, call, locationId);
    const rows = await db.selectFrom('transactions').select('transactionDate').distinct()
      .where((eb) => eb.or([eb('locationIdFrom', '=', locationId), eb('locationIdTo', '=', locationId)]))
      .where('transactionDate', '>=', dateLower).where('transactionDate', '<=', dateUpper)
      .orderBy('transactionDate').limit(400).execute();
    return { data: rows.map((row) => row.transactionDate) };
  });
  addRoute(app, 'GET', '/api/ordermodified', async (request) => {
    const { id, version } = request.query as { id: number; version: number };
    const head = await visibleHead(db, ledgerReader(request), id);
    return { data: { modified: head.version !== version, version: head.version } };
  });
  addRoute(app, 'GET', '/api/orderfinddate', async (request) => {
    const head = await visibleHead(db, ledgerReader(request), (request.query as { id: number }).id);
    return { data: { id: head.id, transactionDate: head.transactionDate } };
  });

  addRoute(app, 'GET', '/api/order/:id', async (request) => {
    const call = ledgerReader(request);
    const order = await readOrder(db, call, (request.params as { id: number }).id);
    if (!order) throw orderNotFound();
    return { data: order };
  });
  addRoute(app, 'POST', '/api/order', async (request) => {
    const call = callOf(request);
    // What the ledger itself decides (names, totals, source, times) is not sent with a registration.
    refuseReadOnlyChanges(request.body, 'order.schema.json');
    return answer(call, await registerOrder(db, call, request.body as OrderInput, isOperator(call.user) ? 'provider' : 'Unknown'));
  });
  addRoute(app, 'PATCH', '/api/order/:id', async (request) => {
    const call = callOf(request);
    const { id } = request.params as { id: number };
    await changeOrder(db, call, id, request.body as OrderChanges);
    return answer(call, id);
  });
  addRoute(app, 'DELETE', '/api/order/:id', async (request) => {
    await deleteOrder(db, callOf(request), (request.params as { id: number }).id, (request.query as { version: number }).version);
    return { data: null };
  });
  // N33, E02, E03, E17: scheduled orders and pickups.
  addRoute(app, 'GET', '/api/scheduleorders', async (request) => ({ data: await listSchedules(db, callOf(request), (request.query as { type: number }).type) }));
  addRoute(app, 'GET', '/api/scheduleorder/:id', async (request) => ({ data: await readSchedule(db, callOf(request), (request.params as { id: number }).id) }));
  addRoute(app, 'POST', '/api/scheduleorder', async (request) => {
    const call = callOf(request);
    return { data: await readSchedule(db, call, await saveSchedule(db, call, request.body as ScheduleInput)) };
  });
  addRoute(app, 'DELETE', '/api/scheduleorder/:id', async (request) => {
    await deleteSchedule(db, callOf(request), (request.params as { id: number }).id, (request.query as { version: number }).version);
    return { data: null };
  });
  addRoute(app, 'POST', '/api/scheduleorderstatus', async (request) => {
    const call = callOf(request);
    const change = request.body as { id: number; active: boolean; version: number };
    await setScheduleActive(db, call, change);
    return { data: await readSchedule(db, call, change.id) };
  });
  addRoute(app, 'GET', '/api/scheduleorderfill', async (request) => {
    const schedule = request.query as Schedule;
    checkSchedule(schedule);
    return { data: nextDates(schedule) };
  });

  // N37, E06: missing registrations, type 12 in the same ledger; the sender answers them with orderstatus.
  addRoute(app, 'GET', '/api/missingregs', async (request, reply) => {
    const filter = request.query as LedgerFilter;
    checkDateRange(filter);
    return sendPage(reply, await listOrdersJson(db, ledgerReader(request), { ...filter, type: [TransactionType.Missing] }));
  });
  addRoute(app, 'POST', '/api/missingreg', async (request) => {
    const call = callOf(request);
    refuseReadOnlyChanges(request.body, 'order.schema.json');
    // A missing registration is of its own type (E06): another one sent is refused, not replaced.
    refuseLockedChanges(request.body, ['type'], { type: TransactionType.Missing });
    return answer(call, await registerOrder(db, call, { ...(request.body as Omit<OrderInput, 'type'>), type: TransactionType.Missing }, 'MissingReg'));
  });
  addRoute(app, 'DELETE', '/api/missingreg/:id', async (request) => {
    const call = callOf(request);
    const { id } = request.params as { id: number };
    if ((await visibleHead(db, call, id)).type !== TransactionType.Missing) throw orderNotFound();
    await deleteOrder(db, call, id, (request.query as { version: number }).version);
    return { data: null };
  });
  addRoute(app, 'POST', '/api/orderstatus', async (request) => {
    const call = callOf(request);
    const change = request.body as StatusChange;
    await changeStatus(db, call, change);
    return answer(call, change.id);
  });

  // E14: the operator's staff turn a report of available carriers into a pickup; the answer is the pickup.
  addRoute(app, 'POST', '/api/availablepickup', async (request) => {
    const call = callOf(request);
    return answer(call, await turnIntoPickup(db, call, request.body as AvailablePickupInput));
  });

  addRoute(app, 'GET', '/api/ordercomments', async (request) => ({ data: await listComments(db, ledgerReader(request), (request.query as { orderId: number }).orderId) }));
  addRoute(app, 'POST', '/api/ordercomment', async (request) => {
    refuseReadOnlyChanges(request.body, 'order-comment.schema.json');
    return { data: await addComment(db, ledgerReader(request), request.body as CommentInput) };
  }, { files: true });
  addRoute(app, 'DELETE', '/api/ordercomment/:id', async (request) => {
    await deleteComment(db, ledgerReader(request), (request.params as { id: number }).id);
    return { data: null };
  });
  addRoute(app, 'GET', '/api/ordercomment/:id/content', async (request, reply) => {
    const file = await commentFile(db, ledgerReader(request), (request.params as { id: number }).id);
    return reply.header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`).send(file.content);
  });

  // E15: direct reception is the operator's: what customers sent to the depots, waiting to be received.
  addRoute(app, 'GET', '/api/directorders', async (request, reply) => {
    const call = callOf(request);
    if (!isOperator(call.user)) throw forbidden();
    const { index, count, locationId } = request.query as { index?: number; count?: number; locationId?: number };
    const operator = await db.selectFrom('customers').select('id').where('type', '=', 'provider').executeTakeFirstOrThrow();
    return sendPage(reply, await listOrdersJson(db, call, {
      index, count, transactionStatus: [4], customerIdTo: operator.id, ...(locationId ? { locationIdTo: locationId } : {}), sort: 'transactionDate', order: 'asc',
    }));
  });
  addRoute(app, 'GET', '/api/directlocations', async (request) => {
    const call = callOf(request);
    if (!isOperator(call.user) && !LEDGER_TASKS.some((task) => hasTask(call.user, task))) throw forbidden();
    return { data: await depots(db, call.location.id) };
  });
  addRoute(app, 'GET', '/api/days', async (request) => {
    ledgerReader(request);
    return { data: deliveryDays() };
  });
  addRoute(app, 'GET', '/api/availableproducts', async (request) => {
    const call = ledgerReader(request);
    const locationId = (request.query as { locationId?: number }).locationId ?? call.location.id;
    await locationToRead(db, call, locationId);
    return { data: await availableProducts(db, call, locationId) };
  });
  addRoute(app, 'GET', '/api/productquantity', async (request) => {
    const call = ledgerReader(request);
    const { locationId, productId } = request.query as { locationId: number; productId: number };
    await locationToRead(db, call, locationId);
    return { data: await productQuantity(db, locationId, productId) };
  });
}
