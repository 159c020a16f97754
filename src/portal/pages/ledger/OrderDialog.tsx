// The order, delivery and pickup-order dialog (E01, E04, E05, E16): registers a new transaction as a
// draft or sent at once, changes one until it is sent, and offers each side the next steps R02 gives
// it (staff confirm, pick, send, cancel; the receiver confirms or disputes; the sender accepts a
// count). Comments with files (E28), "Opprett sak om denne ordren" (E36). A new registration is kept
// in local storage until saved. A stale version (O25) asks for a reload; a finished one is read-only (O26).
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Link, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/dates';
import { mayBecomePickup } from '../../../domain/ledger/available';
import { actingRolesAt, nextSteps } from '../../../domain/ledger/roles';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import { TransactionType as T } from '../../../domain/ledger/types';
import { useSession } from '../../session/SessionProvider';
import { useOrderWrite } from './useOrderWrite';
import { BalanceWarning } from './BalanceWarning';
import { draftStore, type DraftForm, type StoredDraft } from './draftStore';
import { ledgerApi, type AvailableProduct, type LedgerOrder, type StepLine } from './ledgerApi';
import { kindOf, KINDS, type LedgerKind } from './ledgerKinds';
import { LinesEditor } from './LinesEditor';
import { OrderComments } from './OrderComments';
import { changesOf, emptyForm, formOf, inputOf } from './orderForm';
import { OrderHeaderFields } from './OrderHeaderFields';
import { OrderLinesView } from './OrderLinesView';
import { OrderParties } from './OrderParties';
import { OrderStatusChip } from './OrderStatusChip';
import { PickupFromAvailable, ReplacedBy } from './PickupFromAvailable';
import { COUNTED_STEPS, StepActions, StepForm } from './StepForm';
import { FlowDialog } from '../../shell/FlowDialog';
import { OrderNotices } from './OrderNotices';

export function OrderDialog({ kind: pageKind, id, onClose, onSaved }: {
  kind: LedgerKind; id?: number; onClose: (changed: boolean) => void; onSaved?: (id: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, stale, setStale, changed, setChanged, write, failure } = useOrderWrite();
  const { access } = useSession();
  const userId = access.user.id;
  const locationId = access.location.id;
  const [order, setOrder] = useState<LedgerOrder | null>(null);
  const kind = order ? kindOf(order.type) : pageKind;
  const [form, setForm] = useState<DraftForm>(() => emptyForm(pageKind, KINDS[pageKind].counterparty === 'location' ? draftStore.lastCounterparty(pageKind, userId, locationId) : null));
  const [offered, setOffered] = useState<StoredDraft | null>(() => (id === undefined ? draftStore.load(pageKind, userId, locationId) : null));
  const [touched, setTouched] = useState(false);
  const [products, setProducts] = useState<AvailableProduct[]>([]);
  const [loading, setLoading] = useState(id !== undefined);
  const [step, setStep] = useState<number | null>(null);

  const load = useCallback(async (orderId: number) => {
    setLoading(true);
    try {
      const stored = await ledgerApi.order(orderId);
      setOrder(stored);
      setForm(formOf(stored));
      setStale(false);
      setStep(null);
    } catch (error) {
      // O13: the spec's own text for an order that could not be read.
      failure(error, translate('ledger.errors.load'));
    } finally {
      setLoading(false);
    }
  }, [failure, translate]);

  useEffect(() => {
    if (id !== undefined) void load(id);
  }, [id, load]);
  useEffect(() => {
    ledgerApi.products(locationId).then(setProducts, () => setProducts([]));
  }, [locationId]);
  // Every change of a new registration is kept until it is saved (never lost to a closed tab).
  useEffect(() => {
    if (!order && touched) draftStore.save(pageKind, userId, locationId, form);
  }, [order, touched, form, pageKind, userId, locationId]);

  const roles = order ? actingRolesAt(access.user, locationId, order) : [];
  const editable = !order || ((order.status === S.Draft || order.status === S.Ordered) && !order.readOnly && (roles.includes('registrant') || roles.includes('staff')));
  const steps = order ? nextSteps(order, roles).filter((to) => to !== S.WaitForSort && !(editable && order.status === S.Draft && (to === S.Ordered || to === S.Sent))) : [];
  const submitStatus = KINDS[kind].submitStatus;

  const update = (changes: Partial<DraftForm>) => {
    setTouched(true);
    setOffered(null);
    if (changes.counterparty && KINDS[kind].counterparty === 'location') draftStore.rememberCounterparty(kind, userId, locationId, changes.counterparty);
    setForm((current) => ({ ...current, ...changes }));
  };

  const complete = () => {
    if (!form.counterparty) {
      notify(translate('ledger.notices.needs_counterparty'), { type: 'warning' });
      return false;
    }
    if (form.lines.length === 0) {
      notify(translate('ledger.notices.needs_lines'), { type: 'warning' });
      return false;
    }
    return true;
  };

  const save = (status: number) => complete() && write(async () => {
    if (!order) {
      const created = await ledgerApi.create(inputOf(kind, form, locationId, status));
      draftStore.clear(kind, userId, locationId);
      setTouched(false);
      notify(translate(status === S.Draft ? 'ledger.notices.saved' : 'ledger.notices.sent', { id: created.id }), { type: 'success' });
      if (status === S.Draft && onSaved) onSaved(created.id);
      else onClose(true);
      return;
    }
    let saved = await ledgerApi.change(order.id, changesOf(kind, form, order));
    if (status !== order.status) saved = await ledgerApi.step(order.id, status, saved.version);
    notify(translate(status === order.status ? 'ledger.notices.saved' : 'ledger.notices.sent', { id: order.id }), { type: 'success' });
    if (status !== order.status) onClose(true);
    else {
      setOrder(saved);
      setForm(formOf(saved));
    }
  });

  const remove = () => write(async () => {
    if (!order) return;
    await ledgerApi.remove(order.id, order.version);
    notify(translate('ledger.notices.deleted', { id: order.id }), { type: 'info' });
    onClose(true);
  });

  const takeStep = (to: number, lines?: StepLine[], comment?: string) => write(async () => {
    if (!order) return;
    const moved = await ledgerApi.step(order.id, to, order.version, { ...(lines ? { lines } : {}), ...(comment ? { comment } : {}) });
    setOrder(moved);
    setForm(formOf(moved));
    setStep(null);
    notify(translate('ledger.steps.done', { id: moved.id, status: moved.statusName ?? moved.status }), { type: 'success' });
  });

  // E14: the operator's staff turn a report of available carriers into a pickup; the list reads again.
  const turnIntoPickup = (transactionDate: string) => write(async () => {
    if (!order) return;
    const pickup = await ledgerApi.turnIntoPickup(order.id, order.version, transactionDate);
    notify(translate('ledger.available.turned', { id: pickup.id, report: order.id }), { type: 'success' });
    onClose(true);
  });

  const missing = order?.type === T.Missing ? '_missing' : '';
  const stepLabel = (to: number) => translate(to === S.Confirmed ? (order?.status === S.NotAgreed ? `ledger.steps.accept${missing}` : missing ? 'ledger.steps.confirm_missing' : 'ledger.steps.5') : `ledger.steps.${to}`);
  // Every step with counts opens its form first; a confirm's form says what will be posted (issue 28), and the
  // operator's staff may decide other counts in it.
  const staff = roles.includes('staff');
  const counted = (to: number) => COUNTED_STEPS.includes(to);
  // The own location sent the carriers: its confirm accepts the other side's count or registration.
  const bySender = order?.locationIdFrom === locationId;
  const ownSide = order && (order.locationIdFrom === locationId || order.locationIdTo === locationId) ? locationId : undefined;
  const title = order ? translate('ledger.order_title', { id: order.id }) : translate(`ledger.new_title.${kind}`);

  // The open step form's buttons take the action bar's place, so its primary action is in sight.
  const actions = order && step !== null
    ? <StepActions to={step} order={order} bySender={bySender} busy={busy} onCancel={() => setStep(null)} />
    : (
      <>
        {order && (order.status === S.Draft || order.status === S.Ordered) && editable && (
          <Button color="error" onClick={remove} disabled={busy} sx={{ mr: 'auto' }}>{translate('ledger.actions.delete')}</Button>
        )}
        {steps.map((to) => (
          <Button key={to} variant={to === S.Cancelled ? 'outlined' : 'contained'} color={to === S.Cancelled || to === S.NotAgreed ? 'warning' : 'primary'} disabled={busy}
            onClick={() => (counted(to) ? setStep(to) : takeStep(to))}>
            {stepLabel(to)}
          </Button>
        ))}
        {editable && (!order || order.status === S.Draft) && (
          <>
            <Button variant="outlined" onClick={() => save(S.Draft)} disabled={busy}>{translate('ledger.actions.save_draft')}</Button>
            <Button variant="contained" onClick={() => save(submitStatus)} disabled={busy}>
              {translate(submitStatus === S.Sent ? 'ledger.actions.send' : 'ledger.actions.send_order')}
            </Button>
          </>
        )}
        {editable && order && order.status === S.Ordered && (
          <Button variant="contained" onClick={() => save(S.Ordered)} disabled={busy}>{translate('ledger.actions.save')}</Button>
        )}
        <Button onClick={() => onClose(changed)}>{translate('ledger.actions.close')}</Button>
      </>
    );

  return (
    <FlowDialog titleId="ledger-order-title" title={title} status={order && <OrderStatusChip status={order.status} name={order.statusName} />}
      loading={loading || busy} onClose={() => onClose(changed)} actions={actions}>
      <OrderNotices stale={stale} readOnly={order?.readOnly} onReload={order ? () => load(order.id) : undefined} />
      {order && <ReplacedBy order={order} />}
      {offered && !order && (
        <Alert
          severity="info" sx={{ mb: 2 }}
          action={(
            <>
              <Button color="inherit" size="small" onClick={() => { setForm(offered.form); setOffered(null); setTouched(true); }}>{translate('ledger.actions.resume_draft')}</Button>
              <Button color="inherit" size="small" onClick={() => { draftStore.clear(kind, userId, locationId); setOffered(null); }}>{translate('ledger.actions.discard_draft')}</Button>
            </>
          )}
        >
          {translate('ledger.notices.draft_found', { time: formatDateTime(offered.savedAt) })}
        </Alert>
      )}
      {order && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${order.typeName ?? ''} · ${translate('ledger.fields.from')}: ${order.locationNameFrom ?? ''} · ${translate('ledger.fields.to')}: ${order.locationNameTo ?? ''}`}
          {order.createdByUserName ? ` · ${translate('ledger.fields.createdBy')}: ${order.createdByUserName}` : ''}
        </Typography>
      )}
      {(!loading || order) && (
        <OrderHeaderFields kind={kind} form={form} ownLocationId={locationId} disabled={!editable || busy} onChange={update}
          onOwnDepot={order ? undefined : (place) => setForm((current) => (current.counterparty ? current : { ...current, counterparty: place }))} />
      )}
      {order && <OrderParties order={order} />}
      {editable
        ? <LinesEditor products={products} lines={form.lines} onChange={(lines) => update({ lines })} />
        : order && <OrderLinesView order={order} balanceAt={ownSide} />}
      {/* The own location sends: warned before saving when it sends more than it has booked. */}
      {editable && <BalanceWarning sender={KINDS[kind].own === 'from' ? order?.locationIdFrom ?? locationId : undefined} lines={form.lines} />}
      {!order && <Typography variant="caption" color="text.secondary">{translate('ledger.notices.draft_kept')}</Typography>}
      {order && staff && mayBecomePickup(order) && <PickupFromAvailable report={order} busy={busy} onTurn={turnIntoPickup} />}
      {order && step !== null && (
        <StepForm order={order} to={step} busy={busy} decides={staff} bySender={bySender} onSubmit={(lines, comment) => takeStep(step, lines, comment)} />
      )}
      {order && (
        <>
          <OrderComments orderId={order.id} version={order.version} onChanged={() => setChanged(true)} />
          <Link component={RouterLink} to={`/app/support/support-tickets/order/${order.id}`} sx={{ display: 'inline-block', mt: 2 }}>
            {translate('ledger.actions.raise_ticket')}
          </Link>
        </>
      )}
    </FlowDialog>
  );
}
