// The shop transaction dialog (E09, H04): the shop or its wholesaler registers carriers going either
// way with the other side (GET shops), preregisters or sends, and the other side confirms receipt.
import { useMemo } from 'react';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isShopPreregistered, ledgerStatusOfShop, shopNextSteps, shopRoles, shopSideOf, shopStatusOf, type ShopStep } from '../../../domain/ledger/shop';
import { useSession } from '../../session/SessionProvider';
import type { LedgerOrder } from '../ledger/ledgerApi';
import { PartyOrderDialog, type PartyFlow } from '../ledger/PartyOrderDialog';
import { shopApi, type ShopTransaction } from './shopApi';
import { ShopPartyPicker } from './ShopPartyPicker';

/** The side the caller's customer takes in shop accounting (C15): its counterparty is the other one. */
export function useOwnShopSide() {
  const { context } = useSession();
  return shopSideOf({ type: context.customer.type ?? '', hasShopTransactions: context.customer.hasShopTransactions ?? false });
}

function useShopFlow(): PartyFlow<ShopTransaction> {
  const translate = useTranslate();
  const { access } = useSession();
  const ownSide = useOwnShopSide();
  return useMemo(() => {
    const own = access.location.id;
    const roles = (order: ShopTransaction) => shopRoles({ user: access.user, customer: access.customer }, own, { ...order, registeredSide: order.registeredSide ?? null });
    const onASide = (order: LedgerOrder) => order.locationIdFrom === own || order.locationIdTo === own;
    const counterpartRole = ownSide === 'shop' ? 'wholesaler' : 'shop';
    return {
      area: 'shop',
      load: shopApi.one,
      reserve: shopApi.reserve,
      save: (body) => shopApi.save(body),
      remove: shopApi.remove,
      bodyOf: (form, ownLocationId, target, extra) => {
        const other = form.counterparty!.id;
        return {
          ...(extra.id !== undefined ? { id: extra.id } : {}),
          ...(extra.version !== undefined ? { version: extra.version } : {}),
          locationIdFrom: extra.order?.locationIdFrom ?? (form.outgoing ? ownLocationId : other),
          locationIdTo: extra.order?.locationIdTo ?? (form.outgoing ? other : ownLocationId),
          shopStatus: shopStatusOf(target),
          transactionDate: form.transactionDate,
          senderReference: form.senderReference.trim() || null,
          receiverReference: form.receiverReference.trim() || null,
          lines: form.lines.map((line) => {
            const count = extra.lines?.find((row) => row.productId === line.productId)?.qtyReceived;
            return { productId: line.productId, qtyOrdered: line.quantity, ...(count !== undefined ? { qtyReceived: count } : {}) };
          }),
          ...(extra.comment ? { comment: extra.comment } : {}),
        };
      },
      formOf: (order, ownLocationId) => {
        const outgoing = order.locationIdTo !== ownLocationId;
        return {
          counterparty: outgoing
            ? { id: order.locationIdTo, name: order.locationNameTo ?? '', customerName: order.customerNameTo ?? undefined }
            : { id: order.locationIdFrom, name: order.locationNameFrom ?? '', customerName: order.customerNameFrom ?? undefined },
          outgoing,
          transactionDate: order.transactionDate ?? '',
          senderReference: order.senderReference ?? '',
          receiverReference: order.receiverReference ?? '',
          lines: (order.lines ?? []).map((line) => ({ productId: line.productId, productName: line.productName ?? String(line.productId), quantity: line.qtyOrdered })),
        };
      },
      statusName: (order) => translate(`shop.status.${order.shopStatus ?? shopStatusOf(order.status)}`),
      nextSteps: (order) => shopNextSteps(order.status, roles(order)).map((step: ShopStep) => ledgerStatusOfShop(step)) as Array<4 | 5>,
      // Changed from one of its sides only: the form's sides are the own location and the counterparty.
      mayEdit: (order) => isShopPreregistered(order.status) && !order.readOnly && onASide(order) && roles(order).some((role) => role === 'registrant' || role === 'staff'),
      counterparty: ({ value, disabled, onChange }) => (
        <ShopPartyPicker role={counterpartRole} value={value} disabled={disabled} onChange={onChange} autoFocus={!disabled && !value} label={translate(`shop.fields.${counterpartRole}`)} />
      ),
      eitherWay: true,
      // The wholesaler registered what it collected from the shop: the shop, which sent it, confirms the registration.
      confirmsRegistration: (order, ownLocationId) => order.locationIdFrom === ownLocationId && order.registeredSide === 'receiver',
      direction: ({ outgoing, disabled, onChange }) => (
        // The label stays readable when the choice is fixed (only the radios are disabled).
        <FormControl>
          <FormLabel id="shop-direction">{translate('shop.direction.label')}</FormLabel>
          <RadioGroup row aria-labelledby="shop-direction" value={outgoing ? 'out' : 'in'} onChange={(event) => onChange(event.target.value === 'out')}>
            <FormControlLabel value="out" disabled={disabled} control={<Radio />} label={translate(`shop.direction.out_${ownSide ?? 'wholesaler'}`)} />
            <FormControlLabel value="in" disabled={disabled} control={<Radio />} label={translate(`shop.direction.in_${ownSide ?? 'wholesaler'}`)} />
          </RadioGroup>
        </FormControl>
      ),
    };
  }, [access, translate, ownSide]);
}

export function ShopTransactionDialog(props: { id?: number; onClose: (changed: boolean) => void; onSaved?: (id: number) => void }) {
  const flow = useShopFlow();
  return <PartyOrderDialog flow={flow} {...props} />;
}
