// Shop transactions in the ledger's flow (flow.ts): registered by a shop or its wholesaler for the
// location it acts for (C23, R03), between one shop and one wholesaler that both keep shop accounts
// (C15), either way; the other side answers it (src/domain/ledger/shop.ts).
import { isShopPair, judgeShopStep, mayRegisterShopTransactions, shopRoles, shopStatusOf, ShopStatus, type RegisteredSide } from '../../domain/ledger/shop.js';
import { TransactionType } from '../../domain/ledger/types.js';
import { ApiError } from '../http/errors.js';
import { isOperator } from '../ledger/access.js';
import type { FlowInput, FlowRules } from '../ledger/flow.js';
import { accountOf } from '../ledger/posting.js';
import { shopParty } from './parties.js';

export interface ShopInput extends FlowInput { locationIdFrom: number; locationIdTo: number }

export const shopFlow: FlowRules<ShopInput> = {
  type: TransactionType.Shop,
  kind: 'shop',
  source: 'Shop',
  mayRegister: (call) => mayRegisterShopTransactions(call),
  async parties(db, call, input, stored) {
    const own: RegisteredSide | undefined = input.locationIdFrom === call.location.id ? 'sender' : input.locationIdTo === call.location.id ? 'receiver' : undefined;
    // R03: one side is the location the caller acts for; the operator's staff register for any.
    if (own === undefined && !isOperator(call.user)) throw new ApiError(403, 'wrong-side', 'wrongSide', { field: 'locationIdFrom' });
    const other = own === 'receiver' ? 'locationIdFrom' : 'locationIdTo';
    if (input.locationIdFrom === input.locationIdTo) throw new ApiError(400, 'cannot-receive-from', 'cannotReceiveFrom', { field: other });
    const [from, to] = await Promise.all([shopParty(db, input.locationIdFrom), shopParty(db, input.locationIdTo)]);
    if (!from) throw new ApiError(400, 'reference-missing', 'referenceMissing', { field: 'locationIdFrom' });
    if (!to) throw new ApiError(400, 'reference-missing', 'referenceMissing', { field: 'locationIdTo' });
    if (!isShopPair(from.side, to.side)) throw new ApiError(400, 'not-a-shop-pair', 'notAShopPair', { field: other });
    // O24: both sides active, and their customers.
    for (const [party, field] of [[from, 'locationIdFrom'], [to, 'locationIdTo']] as const) {
      if (!party.active) throw new ApiError(400, 'cannot-receive-from', 'cannotReceiveFrom', { field });
    }
    const [accountFrom, accountTo] = await Promise.all([accountOf(db, from.id), accountOf(db, to.id)]);
    return {
      locationIdFrom: from.id, customerIdFrom: from.customerId, accountFrom,
      to: async () => ({ locationId: to.id, customerId: to.customerId, account: accountTo }),
      // Staff registering from elsewhere keep the side already recorded (the sender's for a new one).
      columns: { registeredSide: own ?? stored?.registeredSide ?? 'sender' },
    };
  },
  roles: (call, head) => shopRoles(call, call.location.id, head),
  judge: (from, to, roles) => {
    const target = shopStatusOf(to);
    return target === ShopStatus.Unknown ? 'forbidden-transition' : judgeShopStep(from, target, roles);
  },
};
