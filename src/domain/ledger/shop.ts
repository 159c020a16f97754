// Shop transactions (E09, H01–H05, LEDGER.md type 10): carriers between a shop and the wholesaler (or
// dairy, bakery ...) that supplies it directly, either way, registered by either side and answered
// by the other. The shop status of H04 is a view of the ledger's statuses (docs/decisions.md).
import { hasTask, type AccessCustomer, type AccessUser } from '../access';
import { isOperator } from './roles';
import { judgeTransition, TransactionStatus as S, type LedgerRole, type TransitionVerdict } from './statuses';
import { TransactionType } from './types';

/** H04 */
export const ShopStatus = { Unknown: -1, Prereg: 0, Sent: 1, Received: 2 } as const;
export type ShopStatusValue = (typeof ShopStatus)[keyof typeof ShopStatus];
/** The shop statuses a registration can be written with (never Unknown). */
export type ShopStep = 0 | 1 | 2;

const LEDGER_STATUS: Record<ShopStep, number> = { 0: S.Ordered, 1: S.Sent, 2: S.Confirmed };

/** The ledger status (E18) a shop status is kept as. */
export const ledgerStatusOfShop = (status: ShopStep) => LEDGER_STATUS[status];

/** H04: the shop status of a ledger status; Unknown (-1) for any the shop flow never gives. */
export function shopStatusOf(status: number): ShopStatusValue {
  if (status === S.Draft || status === S.Ordered) return ShopStatus.Prereg;
  if (status === S.Sent) return ShopStatus.Sent;
  if (status === S.Confirmed) return ShopStatus.Received;
  return ShopStatus.Unknown;
}

/** The ledger statuses behind shop statuses, for a list's filter (Unknown is every other status). */
export function ledgerStatusesOfShop(statuses: readonly number[]): number[] {
  const all = Object.values(S).filter((status) => status >= 0);
  return all.filter((status) => statuses.includes(shopStatusOf(status)));
}

export type ShopSide = 'shop' | 'wholesaler';

/**
 * C15: a customer's part in shop accounting. Only customers with the shop-transactions flag take part:
 * shops (customer type Shop), and on the other side whoever supplies them directly (wholesalers, and
 * industry such as a dairy delivering to the shop's door). The operator is never a side.
 */
export function shopSideOf(customer: { type: string; hasShopTransactions: boolean }): ShopSide | null {
  if (!customer.hasShopTransactions || customer.type === 'provider') return null;
  return customer.type === 'Shop' ? 'shop' : 'wholesaler';
}

/** A shop transaction is between one shop and one wholesaler, in either direction. */
export const isShopPair = (from: ShopSide | null, to: ShopSide | null) => from !== null && to !== null && from !== to;

type LedgerUser = Pick<AccessUser, 'adminLevelEx' | 'isNlp' | 'tasksAllowed'>;
interface ShopCaller { user: LedgerUser; customer: Pick<AccessCustomer, 'hasShopTransactions'> }

/** C23, R03: registering and answering is delivery/shop's: task Delivery and the customer's flag; staff everywhere. */
export const mayRegisterShopTransactions = ({ user, customer }: ShopCaller) => isOperator(user) || (hasTask(user, 'Delivery') && customer.hasShopTransactions);

/** C23, C34: reading is also shop accounting's (task ShopAccounting). */
export const mayReadShopTransactions = (caller: ShopCaller) => mayRegisterShopTransactions(caller) || hasTask(caller.user, 'ShopAccounting');

export type RegisteredSide = 'sender' | 'receiver';

/**
 * The parts a caller at a location plays in a shop transaction, as R02 names them: the side that
 * registered it plays the sender (it sends it to the other side), the other side the receiver (it
 * answers: received). So a wholesaler that registers the empties it collected from a shop sends the
 * registration to the shop, which confirms it. Staff act for the operator.
 */
export function shopRoles(caller: ShopCaller, locationId: number, order: { locationIdFrom: number; locationIdTo: number; registeredSide: RegisteredSide | null }): LedgerRole[] {
  const roles: LedgerRole[] = isOperator(caller.user) ? ['staff'] : [];
  if (!mayRegisterShopTransactions(caller)) return roles;
  const own: RegisteredSide | undefined = order.locationIdFrom === locationId ? 'sender' : order.locationIdTo === locationId ? 'receiver' : undefined;
  if (own === undefined) return roles;
  if (own === (order.registeredSide ?? 'sender')) roles.push('registrant', 'sender');
  else roles.push('receiver');
  return roles;
}

/** R02 for a shop transaction: may these roles move it from its ledger status to this shop status? */
export function judgeShopStep(from: number, to: ShopStep, roles: readonly LedgerRole[]): TransitionVerdict {
  return judgeTransition(TransactionType.Shop, from, LEDGER_STATUS[to], roles);
}

/** The shop steps these roles may take next. */
export function shopNextSteps(status: number, roles: readonly LedgerRole[]): ShopStep[] {
  const current = shopStatusOf(status);
  return ([ShopStatus.Sent, ShopStatus.Received] as ShopStep[]).filter((to) => to !== current && judgeShopStep(status, to, roles) === 'ok');
}

/** A preregistered shop transaction is still its registering side's to change or delete. */
export const isShopPreregistered = (status: number) => shopStatusOf(status) === ShopStatus.Prereg;
