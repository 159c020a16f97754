// Registering and changing a transaction (N26, R03, LEDGER.md): which side may register which type
// where, the counterparty that may be received from (O24), the lines, the process-by date (O20).
import type { Kysely } from 'kysely';
import { hasTask } from '../../domain/access.js';
import { OrgStatus } from '../../domain/levels.js';
import { poolToday } from '../../domain/dates.js';
import { processByWindow, transactionDateWindow, validProcessByDate, withinWindow } from '../../domain/ledger/rules.js';
import { EXPIRED_PRODUCT_TYPE, REGISTERED_TYPES, type TypeRule } from '../../domain/ledger/types.js';
import type { Tables } from '../db/tables.js';
import { ApiError, forbidden } from '../http/errors.js';
import type { CallContext } from '../http/call-context.js';
import { isOperator } from './access.js';
import { accountOf } from './posting.js';

type Caller = Pick<CallContext, 'user' | 'location'>;

export interface LineInput { productId: number; qtyOrdered: number; qtyPicked?: number | null; qtyReceived?: number | null }
export interface PartiesInput { type: number; locationIdFrom: number; locationIdTo: number }


export function ruleOf(type: number): TypeRule {
  const rule = REGISTERED_TYPES[type];
  if (!rule) throw new ApiError(400, 'type-not-registered', 'typeNotRegistered', { field: 'type' });
  return rule;
}

export interface Side { id: number; customerId: number; statusId: number; customerStatusId: number; isProvider: boolean }

/**
 * What the rules read of locations, products and truck types, each read once: a single registration
 * has its own, and the deliveries of an import file share one, so that checking a thousand of them
 * costs the lookups of their distinct places and products. Give it the database transaction the
 * registration runs in, if any.
 */
export class RegistrationLookups {
  private readonly sides = new Map<number, Promise<Side | undefined>>();
  private readonly accounts = new Map<number, Promise<number>>();
  private readonly products = new Map<number, boolean>();
  private readonly truckTypes = new Map<number, Promise<boolean>>();

  constructor(readonly db: Kysely<Tables>) {}

  side(id: number): Promise<Side | undefined> {
    let found = this.sides.get(id);
    if (!found) {
      found = this.db.selectFrom('locations').innerJoin('customers', 'customers.id', 'locations.customerId')
        .select(['locations.id', 'locations.customerId', 'locations.statusId', 'customers.statusId as customerStatusId', 'customers.type as customerType'])
        .where('locations.id', '=', id).executeTakeFirst()
        .then((row) => row && { id: row.id, customerId: row.customerId, statusId: row.statusId, customerStatusId: row.customerStatusId, isProvider: row.customerType === 'provider' });
      this.sides.set(id, found);
    }
    return found;
  }

  /** The balance account a location books to (posting.ts accountOf). */
  account(locationId: number): Promise<number> {
    let found = this.accounts.get(locationId);
    if (!found) this.accounts.set(locationId, (found = accountOf(this.db, locationId)));
    return found;
  }

  /** Of these products, those that cannot be registered: unknown, or of the Expired type (D05). */
  async unavailableProducts(productIds: Iterable<number>): Promise<number[]> {
    const ids = [...new Set(productIds)];
    const unread = ids.filter((id) => !this.products.has(id));
    if (unread.length > 0) {
      const known = await this.db.selectFrom('products').select(['id', 'productTypeId']).where('id', 'in', unread).execute();
      for (const id of unread) this.products.set(id, false);
      for (const product of known) this.products.set(product.id, product.productTypeId !== EXPIRED_PRODUCT_TYPE);
    }
    return ids.filter((id) => !this.products.get(id));
  }

  truckTypeExists(id: number): Promise<boolean> {
    let found = this.truckTypes.get(id);
    if (!found) this.truckTypes.set(id, (found = this.db.selectFrom('truckTypes').select('id').where('id', '=', id).executeTakeFirst().then(Boolean)));
    return found;
  }
}

async function side(lookups: RegistrationLookups, id: number, field: string): Promise<Side> {
  const found = await lookups.side(id);
  if (!found) throw new ApiError(400, 'reference-missing', 'referenceMissing', { field });
  return found;
}

/**
 * R03: a customer registers for the own context location, on the side the type is registered
 * from, with the type's task; the operator's staff register anywhere. The depot side must be a
 * depot, and the counterparty must be an active location of an active customer (O24).
 */
export async function checkParties(db: Kysely<Tables>, call: Caller, input: PartiesInput, lookups = new RegistrationLookups(db)): Promise<{ from: Side; to: Side }> {
  const rule = ruleOf(input.type);
  const staff = isOperator(call.user);
  if (!staff) {
    if (!hasTask(call.user, rule.task)) throw forbidden();
    const own = rule.registeredBy === 'sender' ? input.locationIdFrom : input.locationIdTo;
    if (own !== call.location.id) {
      throw new ApiError(403, 'wrong-side', 'wrongSide', { field: rule.registeredBy === 'sender' ? 'locationIdFrom' : 'locationIdTo' });
    }
  }
  if (input.locationIdFrom === input.locationIdTo) throw new ApiError(400, 'cannot-receive-from', 'cannotReceiveFrom', { field: 'locationIdFrom' });
  const [from, to] = await Promise.all([side(lookups, input.locationIdFrom, 'locationIdFrom'), side(lookups, input.locationIdTo, 'locationIdTo')]);
  const depot = (place: Side, field: string) => {
    if (!place.isProvider) throw new ApiError(400, 'not-a-depot', 'notADepot', { field });
  };
  if (rule.from === 'depot') depot(from, 'locationIdFrom');
  if (rule.to === 'depot') depot(to, 'locationIdTo');
  if (rule.to === 'customer' && to.isProvider) throw new ApiError(400, 'cannot-receive-from', 'cannotReceiveFrom', { field: 'locationIdTo' });
  if (rule.from === 'customer' && from.isProvider) throw new ApiError(400, 'cannot-receive-from', 'cannotReceiveFrom', { field: 'locationIdFrom' });
  // O24: the counterparty must be active, and so must its customer.
  for (const [place, field] of [[from, 'locationIdFrom'], [to, 'locationIdTo']] as const) {
    if (place.statusId !== OrgStatus.Active || place.customerStatusId !== OrgStatus.Active) throw new ApiError(400, 'cannot-receive-from', 'cannotReceiveFrom', { field });
  }
  return { from, to };
}

/** One line per product, each a product still in use (D05); shared by every write that takes lines of products. */
export async function checkProducts(db: Kysely<Tables>, productIds: number[], lookups = new RegistrationLookups(db)): Promise<void> {
  const products = new Set(productIds);
  if (products.size !== productIds.length) throw new ApiError(400, 'duplicate-product', 'duplicateProduct', { field: 'lines' });
  if (products.size === 0) return;
  if ((await lookups.unavailableProducts(products)).length > 0) throw new ApiError(400, 'product-not-available', 'productNotAvailable', { field: 'lines' });
}

/** One line per product, of products still in use; picked and received counts are the operator's and receiver's. */
export async function checkLines(db: Kysely<Tables>, call: Caller, lines: LineInput[], lookups = new RegistrationLookups(db)): Promise<LineInput[]> {
  await checkProducts(db, lines.map((line) => line.productId), lookups);
  const staff = isOperator(call.user);
  if (!staff && lines.some((line) => line.qtyPicked != null || line.qtyReceived != null)) throw forbidden();
  return lines.map((line) => ({ productId: line.productId, qtyOrdered: line.qtyOrdered, qtyPicked: staff ? line.qtyPicked ?? null : null, qtyReceived: null }));
}

/** Plausible dates (rules.ts): the transaction's date within a year of the pool's today. */
export function checkTransactionDate(transactionDate: string, today = poolToday()): void {
  const window = transactionDateWindow(today);
  if (!withinWindow(transactionDate, window)) throw new ApiError(400, 'date-outside-window', 'transactionDateOutside', { ...window, field: 'transactionDate' });
}

/** E29, O20; and no later than a year after the transaction's date. */
export function checkProcessBy(processBy: string | null | undefined, transactionDate: string): void {
  if (!validProcessByDate(processBy, transactionDate)) throw new ApiError(400, 'process-by-failed', 'processByFailed', { field: 'processBy' });
  const window = processByWindow(transactionDate);
  if (processBy != null && !withinWindow(processBy, window)) throw new ApiError(400, 'date-outside-window', 'processByOutside', { ...window, field: 'processBy' });
}

export async function checkTruckType(db: Kysely<Tables>, truckTypeId: number | null | undefined, lookups = new RegistrationLookups(db)): Promise<void> {
  if (truckTypeId == null) return;
  if (!(await lookups.truckTypeExists(truckTypeId))) throw new ApiError(400, 'fill-degree-failed', 'fillDegreeFailed', { field: 'truckTypeId' });
}
