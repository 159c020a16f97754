// The ledger's screens (E01, E04, E05, E13–E16), each a list of the context location's transactions
// of its kind with the order dialog. The queries say which side the location is on.
import { useMemo } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isOperator } from '../../../domain/ledger/roles';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import { DELIVERY_TYPES, TransactionType as T } from '../../../domain/ledger/types';
import { useSession } from '../../session/SessionProvider';
import { ledgerApi } from './ledgerApi';
import { LedgerPage } from './LedgerPage';

const ALL: number[] = [S.Draft, S.Ordered, S.ConfirmedByProvider, S.Picked, S.Sent, S.Confirmed, S.NotAgreed, S.Cancelled, S.Replaced, S.WaitForSort];
const REGISTERED = ALL.filter((status) => status !== S.Draft);
const PROCESSING = [101, 102, 103, 100];

function useLocationId() {
  return useSession().access.location.id;
}

/** E01: the location's load carrier orders of empties from the depots. */
export function OrdersPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [T.Order], locationId }), [locationId]);
  return (
    <LedgerPage
      path="orders/orders" withId kind="order" newLabel="ledger.new_order"
      list={{ baseQuery, statusOptions: [...ALL, ...PROCESSING], emptyText: translate('ledger.empty_orders'), exportName: 'ordre' }}
    />
  );
}

/** E04: deliveries sent from the location that are still drafts. */
export function DeliveryDraftsPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [...DELIVERY_TYPES], locationIdFrom: locationId }), [locationId]);
  return (
    <LedgerPage
      path="delivery/drafts" withId kind="delivery" newLabel="ledger.new_delivery"
      list={{ baseQuery, statusOptions: [S.Draft], allStatuses: [S.Draft], emptyText: translate('ledger.empty_transactions'), exportName: 'kladder' }}
    />
  );
}

/** E05: the location's registered deliveries. */
export function DeliveriesPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [...DELIVERY_TYPES], locationIdFrom: locationId }), [locationId]);
  return (
    <LedgerPage
      path="delivery/deliveries" withId kind="delivery" newLabel="ledger.new_delivery"
      list={{ baseQuery, statusOptions: [...REGISTERED, ...PROCESSING], allStatuses: REGISTERED, emptyText: translate('ledger.empty_transactions'), exportName: 'leveranser' }}
    />
  );
}

/** E13: what was sent to the location (deliveries, and the empties it ordered); the receiver confirms or disputes. Sent (and disputed) first. */
export function ReceptionPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [T.Order, ...DELIVERY_TYPES], locationIdTo: locationId }), [locationId]);
  return (
    <LedgerPage
      path="reception/reception" withId kind="delivery" hint="ledger.pages.reception_hint"
      list={{ baseQuery, statusOptions: [S.Sent, S.NotAgreed, S.WaitForSort, S.Confirmed, S.Cancelled, S.Replaced, ...PROCESSING], defaultStatuses: [S.Sent, S.NotAgreed], allStatuses: REGISTERED.filter((status) => status >= S.Sent), emptyText: translate('ledger.empty_transactions'), exportName: 'mottak' }}
    />
  );
}

/** E06: receipts the location registered that its senders never did; the sender answers within the deadline (E07). */
export function MissingRegReceptionPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [T.Missing], locationIdTo: locationId }), [locationId]);
  return (
    <LedgerPage
      path="reception/missing-reg" withId kind="missing" newLabel="ledger.new_missing" hint="ledger.pages.missing_reception_hint"
      list={{ baseQuery, statusOptions: [...ALL, ...PROCESSING], emptyText: translate('ledger.empty_transactions'), exportName: 'mottakerregistrert', showAnswerBy: true }}
    />
  );
}

/** E06: what receivers registered they got from the location; it confirms or disputes each by its deadline (B32). */
export function MissingRegDeliveryPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [T.Missing], locationIdFrom: locationId }), [locationId]);
  return (
    <LedgerPage
      path="delivery/missing-reg" withId kind="missing" hint="ledger.pages.missing_delivery_hint"
      list={{ baseQuery, statusOptions: [...REGISTERED, ...PROCESSING], defaultStatuses: [S.Sent, S.NotAgreed], allStatuses: REGISTERED, emptyText: translate('ledger.empty_transactions'), exportName: 'mottakerregistrert', showAnswerBy: true }}
    />
  );
}

/**
 * E14: available load carriers the location reports for collection. The operator's staff see every
 * report waiting to become a pickup (registered, status 1) and turn it into one from its dialog.
 */
export function AvailablePage() {
  const translate = useTranslate();
  const { access } = useSession();
  const locationId = access.location.id;
  const operator = isOperator(access.user);
  const baseQuery = useMemo(() => (operator ? { type: [T.Available] } : { type: [T.Available], locationIdFrom: locationId }), [operator, locationId]);
  return (
    <LedgerPage
      path="expedition/available" withId={false} kind="available" newLabel={operator ? undefined : 'ledger.new_available'}
      hint={operator ? 'ledger.pages.available_staff_hint' : 'ledger.pages.available_hint'}
      list={{ baseQuery, statusOptions: [...ALL, ...PROCESSING], defaultStatuses: operator ? [S.Ordered] : [], emptyText: translate('ledger.empty_transactions'), exportName: 'tilgjengelig' }}
    />
  );
}

/** E16: pickup orders from the location to a depot. */
export function PickupPage() {
  const translate = useTranslate();
  const locationId = useLocationId();
  const baseQuery = useMemo(() => ({ type: [T.Pickup], locationIdFrom: locationId }), [locationId]);
  return (
    <LedgerPage
      path="expedition/pickup" withId kind="pickup" newLabel="ledger.new_pickup"
      list={{ baseQuery, statusOptions: [...ALL, ...PROCESSING], emptyText: translate('ledger.empty_orders'), exportName: 'henting' }}
    />
  );
}

/** E15: direct reception, the operator's: what customers sent to the depots, waiting to be received. */
export function DirectReceptionPage() {
  const translate = useTranslate();
  const { access } = useSession();
  const baseQuery = useMemo(() => ({}), []);
  if (!isOperator(access.user)) return <Alert severity="info" sx={{ mt: 2 }}>{translate('ledger.notices.staff_only')}</Alert>;
  return (
    <LedgerPage
      path="expedition/direct" withId={false} kind="pickup" hint="ledger.pages.direct_hint"
      list={{ baseQuery, statusOptions: [S.Sent], fetchPage: ledgerApi.directOrders, emptyText: translate('ledger.empty_transactions'), exportName: 'direktemottak' }}
    />
  );
}
