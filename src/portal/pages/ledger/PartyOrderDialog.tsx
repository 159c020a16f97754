// The dialog of the ledger's flows of their own (external orders E08, shop transactions E09): a new
// one gets its order number at once (externalorderid, shoporderid) and is saved preregistered or sent;
// a preregistered one is changed, sent or deleted by its registering side; the answering side confirms
// what it received with its count. The fields and lines are the order dialog's own (keyboard: the
// counterparty, Tab through the head, product, quantity and Enter for each line). A stale version
// (O25) asks for a reload; a received one is read-only (O26).
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { hasTask } from '../../../domain/access';
import { poolToday } from '../../../domain/dates';
import { transactionDateWindow } from '../../../domain/ledger/rules';
import { isOperator } from '../../../domain/ledger/roles';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import { useSession } from '../../session/SessionProvider';
import { useOrderWrite } from './useOrderWrite';
import { BalanceWarning } from './BalanceWarning';
import type { DraftLine } from './draftStore';
import { ledgerApi, type AvailableProduct, type LedgerOrder, type Place, type StepLine } from './ledgerApi';
import { LinesEditor } from './LinesEditor';
import { OrderComments } from './OrderComments';
import { today } from './orderForm';
import { OrderLinesView } from './OrderLinesView';
import { OrderStatusChip } from './OrderStatusChip';
import { StepActions, StepForm } from './StepForm';
import { FlowDialog } from '../../shell/FlowDialog';
import { DayField } from '../../shell/DayField';
import { OrderNotices } from './OrderNotices';

export interface PartyForm {
  counterparty: Place | null;
  /** The own location sends (true) or receives (false). */
  outgoing: boolean;
  transactionDate: string;
  senderReference: string;
  receiverReference: string;
  lines: DraftLine[];
}

/** The ledger status a write moves to: preregistered (1), sent (4) or confirmed (5). */
type Target = typeof S.Ordered | typeof S.Sent | typeof S.Confirmed;

/** What a flow gives the dialog: its calls, its texts' namespace, its counterparty field and its rules. */
export interface PartyFlow<Order extends LedgerOrder> {
  /** Translation namespace: external or shop. */
  area: 'external' | 'shop';
  load: (id: number) => Promise<Order | undefined>;
  reserve: () => Promise<number>;
  save: (body: object) => Promise<Order>;
  remove: (id: number, version: number) => Promise<void>;
  /**
   * The write's body: the form in the flow's words, moving to the target status; the sides from the
   * form and the own location, or with `order` (a confirmation) the stored order's own.
   */
  bodyOf: (form: PartyForm, ownLocationId: number, target: Target, extra: { order?: Order; id?: number; version?: number; lines?: StepLine[]; comment?: string }) => object;
  formOf: (order: Order, ownLocationId: number) => PartyForm;
  /** The status the chip names. */
  statusName: (order: Order) => string;
  /** The steps the caller may take next, as ledger statuses (R02 through the flow's domain rules). */
  nextSteps: (order: Order) => Target[];
  /** The caller registered it (or is staff) and may still change it. */
  mayEdit: (order: Order) => boolean;
  /** The counterparty's field; `outgoing` says which side of the flow it is. */
  counterparty: (props: { value: Place | null; outgoing: boolean; disabled: boolean; onChange: (place: Place | null) => void }) => ReactNode;
  /** Shop transactions go either way; external orders only out. */
  eitherWay: boolean;
  /** The direction field (eitherWay). */
  direction?: (props: { outgoing: boolean; disabled: boolean; onChange: (outgoing: boolean) => void }) => ReactNode;
  /** The own location sent the carriers and the other side registered them: its confirm confirms that registration, not a receipt. */
  confirmsRegistration?: (order: Order, ownLocationId: number) => boolean;
}

const LEDGER_TASKS = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports'] as const;

const emptyForm = (): PartyForm => ({ counterparty: null, outgoing: true, transactionDate: today(), senderReference: '', receiverReference: '', lines: [] });

export function PartyOrderDialog<Order extends LedgerOrder>({ flow, id, onClose, onSaved }: {
  flow: PartyFlow<Order>; id?: number; onClose: (changed: boolean) => void; onSaved?: (id: number) => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const { busy, stale, setStale, changed, setChanged, write, failure } = useOrderWrite();
  const { access } = useSession();
  const locationId = access.location.id;
  const t = (key: string, values?: object) => translate(`${flow.area}.${key}`, values);
  // The flow's calls as last given: loading and numbering follow the order asked for, not each render.
  const current = useRef({ flow, onClose, t });
  current.current = { flow, onClose, t };
  const [order, setOrder] = useState<Order | null>(null);
  const [reserved, setReserved] = useState<number | undefined>();
  const [form, setForm] = useState<PartyForm>(emptyForm);
  const [products, setProducts] = useState<AvailableProduct[]>([]);
  const [loading, setLoading] = useState(id !== undefined);
  const [confirming, setConfirming] = useState(false);

  const load = useCallback(async (orderId: number) => {
    setLoading(true);
    try {
      const { flow: given, onClose: close, t: text } = current.current;
      const stored = await given.load(orderId);
      if (!stored) {
        notify(text('not_found', { id: orderId }), { type: 'warning' });
        close(false);
        return;
      }
      setOrder(stored);
      setForm(given.formOf(stored, locationId));
      setStale(false);
      setConfirming(false);
    } catch (error) {
      failure(error);
    } finally {
      setLoading(false);
    }
  }, [locationId, failure, notify]);

  useEffect(() => {
    if (id !== undefined) void load(id);
  }, [id, load]);
  // A new one gets its order number at once, so it can be named while it is typed (N32, H05).
  useEffect(() => {
    if (id === undefined) current.current.flow.reserve().then(setReserved, failure);
  }, [id, failure]);
  useEffect(() => {
    ledgerApi.products(locationId).then(setProducts, () => setProducts([]));
  }, [locationId]);

  const editable = !order || flow.mayEdit(order);
  const steps = order ? flow.nextSteps(order).filter((step) => !(editable && step === S.Sent)) : [];
  const readsComments = isOperator(access.user) || LEDGER_TASKS.some((task) => hasTask(access.user, task));
  const update = (changes: Partial<PartyForm>) => setForm((current) => ({ ...current, ...changes }));

  const complete = () => {
    if (!form.counterparty) {
      notify(t('needs_counterparty'), { type: 'warning' });
      return false;
    }
    if (form.lines.length === 0) {
      notify(translate('ledger.notices.needs_lines'), { type: 'warning' });
      return false;
    }
    return true;
  };

  const save = (target: Target) => complete() && write(async () => {
    const saved = await flow.save(flow.bodyOf(form, locationId, target, order ? { id: order.id, version: order.version } : { id: reserved }));
    notify(t(target === S.Sent ? 'notices.sent' : 'notices.saved', { id: saved.id }), { type: 'success' });
    if (target === S.Sent) onClose(true);
    // A new preregistration goes on as the stored one, at its own address.
    else if (!order && onSaved) onSaved(saved.id);
    else {
      setOrder(saved);
      setForm(flow.formOf(saved, locationId));
    }
  });

  const confirm = (lines: StepLine[], comment: string) => write(async () => {
    if (!order) return;
    const saved = await flow.save(flow.bodyOf(flow.formOf(order, locationId), locationId, S.Confirmed, { order, id: order.id, version: order.version, lines, comment: comment || undefined }));
    setOrder(saved);
    setForm(flow.formOf(saved, locationId));
    setConfirming(false);
    notify(t('notices.confirmed', { id: saved.id }), { type: 'success' });
  });

  const remove = () => write(async () => {
    if (!order) return;
    await flow.remove(order.id, order.version);
    notify(t('notices.deleted', { id: order.id }), { type: 'info' });
    onClose(true);
  });

  // The plausible dates the server takes (rules.ts), said in the field while it can still be changed.
  const dates = editable ? transactionDateWindow(poolToday()) : undefined;
  const number = order?.id ?? reserved;
  const title = order ? t('title', { id: order.id }) : number ? t('new_title_numbered', { id: number }) : t('new_title');
  // The own location sent the carriers and the other side registered them: it confirms the registration, not a receipt.
  const bySender = Boolean(order && flow.confirmsRegistration?.(order, locationId));

  // The open confirmation's buttons take the action bar's place, so its primary action is in sight.
  const actions = order && confirming
    ? <StepActions to={S.Confirmed} order={order} bySender={bySender} busy={busy} onCancel={() => setConfirming(false)} />
    : (
      <>
        {order && editable && (
          <Button color="error" onClick={remove} disabled={busy} sx={{ mr: 'auto' }}>{translate('ledger.actions.delete')}</Button>
        )}
        {steps.includes(S.Confirmed) && (
          <Button variant="contained" disabled={busy} onClick={() => setConfirming(true)}>{bySender ? translate('ledger.steps.confirm_missing') : t('steps.confirm')}</Button>
        )}
        {editable && (
          <>
            <Button variant="outlined" onClick={() => save(S.Ordered)} disabled={busy}>{t('actions.save_prereg')}</Button>
            <Button variant="contained" onClick={() => save(S.Sent)} disabled={busy}>{translate('ledger.actions.send')}</Button>
          </>
        )}
        <Button onClick={() => onClose(changed)}>{translate('ledger.actions.close')}</Button>
      </>
    );

  return (
    <FlowDialog titleId="party-order-title" title={title} status={order && <OrderStatusChip status={order.status} name={flow.statusName(order)} />}
      loading={loading || busy} onClose={() => onClose(changed)} actions={actions}>
      <OrderNotices stale={stale} readOnly={order?.readOnly} onReload={order ? () => load(order.id) : undefined} />
      {order && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`${translate('ledger.fields.from')}: ${order.locationNameFrom ?? ''} · ${translate('ledger.fields.to')}: ${order.locationNameTo ?? ''}`}
          {order.createdByUserName ? ` · ${translate('ledger.fields.createdBy')}: ${order.createdByUserName}` : ''}
        </Typography>
      )}
      {(!loading || order) && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
          {flow.eitherWay && flow.direction && (
            <Box sx={{ gridColumn: { sm: '1 / span 2' } }}>
              {flow.direction({ outgoing: form.outgoing, disabled: !editable || busy, onChange: (outgoing) => update({ outgoing }) })}
            </Box>
          )}
          <Box sx={{ gridColumn: { sm: '1 / span 2' } }}>
            {flow.counterparty({ value: form.counterparty, outgoing: form.outgoing, disabled: !editable || busy, onChange: (counterparty) => update({ counterparty }) })}
          </Box>
          <DayField
            size="small" margin="none" label={translate('ledger.fields.transactionDate')} value={form.transactionDate} disabled={!editable || busy}
            onChange={(transactionDate) => update({ transactionDate })} min={dates?.from} max={dates?.to}
          />
          <TextField
            size="small" margin="none" label={translate('ledger.fields.senderReference')} value={form.senderReference} disabled={!editable || busy}
            onChange={(event) => update({ senderReference: event.target.value })} slotProps={{ htmlInput: { maxLength: 50 } }}
          />
          <TextField
            size="small" margin="none" label={translate('ledger.fields.receiverReference')} value={form.receiverReference} disabled={!editable || busy}
            onChange={(event) => update({ receiverReference: event.target.value })} slotProps={{ htmlInput: { maxLength: 50 } }}
          />
        </Box>
      )}
      {editable
        ? <LinesEditor products={products} lines={form.lines} onChange={(lines) => update({ lines })} />
        : order && <OrderLinesView order={order} balanceAt={order.locationIdFrom === locationId || order.locationIdTo === locationId ? locationId : undefined} />}
      {/* The own location sends: warned before saving when it sends more than it has booked. */}
      {editable && <BalanceWarning sender={form.outgoing ? order?.locationIdFrom ?? locationId : undefined} lines={form.lines} />}
      {order && confirming && (
        <StepForm order={order} to={S.Confirmed} busy={busy} decides={isOperator(access.user)} bySender={bySender} onSubmit={confirm} />
      )}
      {order && readsComments && <OrderComments orderId={order.id} version={order.version} onChanged={() => setChanged(true)} />}
    </FlowDialog>
  );
}
