// The counting sheet (F01, F02): a row per product with the booked balance beside the count. Each
// quantity is saved as it is typed (countQueue.ts keeps it until the server has it), with its state on
// the row: saved, waiting, failed; and F12's message while any line is not saved.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, IconButton, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import type { InventoryCount } from '../../../../generated/entities';
import { COUNTED_QUANTITY } from '../../../domain/ledger/quantities';
import { clampNumber, formatNumber } from '../../../domain/numbers';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';
import { BookingConfirmation } from '../../shell/BookingConfirmation';
import { useCountQueue, type PendingLine } from './countQueue';
import type { CountType, InventoryProduct } from './inventoryApi';

/** A pause in typing this long saves the quantity; leaving the field saves at once. */
const TYPING_PAUSE_MS = 700;

interface Props {
  type: CountType;
  userId: number;
  locationId: number;
  products: InventoryProduct[];
  count: InventoryCount | null;
  onCount: (count: InventoryCount) => void;
  onRemove: (productId: number) => void;
  onSubmit: () => void;
  submitLabel: string;
  busy?: boolean;
}

function LineState({ line, pendingLine, sending }: { line?: InventoryCount['lines'][number]; pendingLine?: PendingLine; sending: boolean }) {
  const translate = useTranslate();
  if (pendingLine?.state === 'failed') return <Typography variant="body2" color="error">{translate('inventory.line.failed', { reason: pendingLine.reason || translate('app.no_description') })}</Typography>;
  if (pendingLine) return <Typography variant="body2" color="warning.main">{translate(sending ? 'inventory.line.sending' : 'inventory.line.waiting')}</Typography>;
  if (line && line.status !== 'canceled') return <Typography variant="body2" color="success.main">{translate('inventory.line.saved')}</Typography>;
  return null;
}

export function CountSheet({ type, userId, locationId, products, count, onCount, onRemove, onSubmit, submitLabel, busy }: Props) {
  const translate = useTranslate();
  const { pending, sending, enqueue } = useCountQueue(type, userId, locationId, onCount);
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [asking, setAsking] = useState(false);
  const timers = useRef<Record<number, ReturnType<typeof setTimeout>>>({});
  useEffect(() => () => Object.values(timers.current).forEach(clearTimeout), []);
  // A count handed in leaves the sheet: what was typed for it goes too, so no old count stands beside the next one's.
  const countId = useRef(count?.id);
  useEffect(() => {
    if (countId.current !== undefined && countId.current !== count?.id) setTyped({});
    countId.current = count?.id;
  }, [count?.id]);

  const lineOf = (productId: number) => count?.lines.find((line) => line.productId === productId && line.status !== 'canceled');
  const pendingOf = (productId: number) => pending.find((line) => line.productId === productId);
  const shown = (productId: number) => typed[productId] ?? String(pendingOf(productId)?.quantity ?? lineOf(productId)?.quantity ?? '');
  // Counted products the list does not hold (a product found that is not agreed) stay on the sheet.
  const rows = [...products, ...(count?.lines ?? []).filter((line) => line.quantity !== null && !products.some((product) => product.productId === line.productId))
    .map((line) => ({ productId: line.productId, productName: line.productName, productTypeId: 0, isLocationProduct: false, booked: line.booked }))];

  /**
   * Saves what the field holds. Leaving it (or Enter) first clamps it to what a count can be (P21: -10
   * is 0, 335.7 is 335), so nothing typed is left unsaved without a word; a pause in typing saves a whole
   * number as it is.
   */
  const save = (productId: number, text: string, leaving = false) => {
    clearTimeout(timers.current[productId]);
    if (text.trim() === '' || Number.isNaN(Number(text))) return;
    const quantity = leaving ? clampNumber(Number(text), COUNTED_QUANTITY)! : Number(text);
    if (leaving && String(quantity) !== text) setTyped((values) => ({ ...values, [productId]: String(quantity) }));
    if (!Number.isInteger(quantity) || quantity < COUNTED_QUANTITY.minimum || quantity > COUNTED_QUANTITY.maximum) return;
    const current = pendingOf(productId)?.quantity ?? lineOf(productId)?.quantity;
    if (current === quantity && pendingOf(productId)?.state !== 'failed') return;
    enqueue(productId, quantity);
  };
  const change = (productId: number, text: string) => {
    setTyped((values) => ({ ...values, [productId]: text }));
    clearTimeout(timers.current[productId]);
    timers.current[productId] = setTimeout(() => save(productId, text), TYPING_PAUSE_MS);
  };

  const waiting = pending.filter((line) => line.state === 'waiting').length;
  const failed = pending.filter((line) => line.state === 'failed').length;
  const savedLines = count?.lines.filter((line) => line.quantity !== null && line.status !== 'canceled').length ?? 0;
  const phone = usePhone();

  // A product's row, as cells at a desk and as a row of text with its field on a phone.
  const rowOf = (product: (typeof rows)[number]) => {
    const line = lineOf(product.productId);
    const booked = line?.booked ?? product.booked;
    const value = shown(product.productId);
    const difference = value.trim() !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 ? Number(value) - booked : null;
    return {
      booked: formatNumber(booked),
      difference: difference === null ? '' : `${difference > 0 ? '+' : ''}${formatNumber(difference)}`,
      input: (
        <TextField
          size="small" margin="none" type="number" value={value} disabled={busy} sx={{ width: phone ? 96 : undefined }}
          onChange={(event) => change(product.productId, event.target.value)}
          onBlur={(event) => save(product.productId, event.target.value, true)}
          onKeyDown={(event) => { if (event.key === 'Enter') save(product.productId, (event.target as HTMLInputElement).value, true); }}
          slotProps={{ htmlInput: { ...COUNTED_QUANTITY, inputMode: 'numeric', 'aria-label': translate('inventory.counted_of', { product: product.productName }) } }}
        />
      ),
      state: <LineState line={line} pendingLine={pendingOf(product.productId)} sending={sending === product.productId} />,
      remove: line && !pendingOf(product.productId) && (
        <IconButton size="small" disabled={busy} aria-label={translate('inventory.remove_line', { product: product.productName })}
          onClick={() => { setTyped(({ [product.productId]: _removed, ...rest }) => rest); onRemove(product.productId); }}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      ),
    };
  };

  return (
    <Box>
      <Box role="status" aria-live="polite">
        {pending.length > 0 && (
          <Alert severity={failed ? 'error' : 'warning'} sx={{ mb: 2 }}>
            <strong>{translate('inventory.not_all_saved')}</strong>{' '}
            {waiting > 0 && translate('inventory.waiting_lines', { smart_count: waiting })}{' '}
            {failed > 0 && translate('inventory.failed_lines', { smart_count: failed })}
          </Alert>
        )}
      </Box>
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows label={translate('inventory.sheet')} rows={rows.map((product) => {
            const row = rowOf(product);
            return {
              key: product.productId,
              primary: product.productName,
              secondary: [`${translate('inventory.fields.booked')}: ${row.booked}`, row.difference && `${translate('inventory.fields.difference')}: ${row.difference}`, row.state],
              side: row.input,
              actions: row.remove || undefined,
            };
          })} />
        ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('inventory.sheet')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('inventory.fields.product')}</TableCell>
                <TableCell align="right">{translate('inventory.fields.booked')}</TableCell>
                <TableCell>{translate('inventory.fields.counted')}</TableCell>
                <TableCell align="right">{translate('inventory.fields.difference')}</TableCell>
                <TableCell>{translate('inventory.fields.saved')}</TableCell>
                <TableCell><Box component="span" sx={visuallyHidden}>{translate('inventory.actions')}</Box></TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((product) => {
                const row = rowOf(product);
                return (
                  <TableRow key={product.productId}>
                    <TableCell>{product.productName}</TableCell>
                    <TableCell align="right">{row.booked}</TableCell>
                    <TableCell sx={{ width: 140 }}>{row.input}</TableCell>
                    <TableCell align="right">{row.difference}</TableCell>
                    <TableCell>{row.state}</TableCell>
                    <TableCell>{row.remove}</TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {rows.length === 0 && <Typography sx={{ p: 2 }}>{translate('inventory.no_products')}</Typography>}
      </Paper>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
        <Button variant="contained" onClick={() => setAsking(true)} disabled={busy || pending.length > 0 || savedLines === 0 || !count}>{submitLabel}</Button>
        <Typography variant="body2" color="text.secondary">{translate('inventory.counted_lines', { smart_count: savedLines })}</Typography>
      </Box>
      {/* Handing in cannot be undone: the quantities are shown first (issue 28). */}
      {asking && count && (
        <BookingConfirmation
          title={`${submitLabel}?`} text={translate('inventory.submit_question', { smart_count: savedLines })} confirmLabel={submitLabel} busy={busy}
          columns={[translate('inventory.fields.product'), translate('inventory.fields.counted'), translate('inventory.fields.difference')]}
          rows={count.lines.filter((line) => line.quantity !== null && line.status !== 'canceled').map((line) => ({
            key: line.productId, name: line.productName, quantity: formatNumber(line.quantity ?? 0),
            note: line.quantity !== null && line.booked !== undefined ? `${line.quantity - line.booked > 0 ? '+' : ''}${formatNumber(line.quantity - line.booked)}` : undefined,
          }))}
          onCancel={() => setAsking(false)} onConfirm={() => { setAsking(false); onSubmit(); }}
        />
      )}
    </Box>
  );
}
