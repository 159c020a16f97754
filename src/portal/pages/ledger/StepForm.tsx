// The steps of R02 that carry counts: the operator's picking (qtyPicked), the receipt (what was sent
// arrived: the sent quantities, shown, not typed; posted-counts.ts) and dispute (E13: the receiver's
// own count on every line and a comment saying why). Only the operator's staff decide another count
// on a receipt, with a comment saying why.
import { useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { defaultCount } from '../../../domain/ledger/posted-counts';
import { sentQuantity } from '../../../domain/ledger/rules';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import type { LedgerOrder, StepLine } from './ledgerApi';

export const COUNTED_STEPS: readonly number[] = [S.Picked, S.Confirmed, S.NotAgreed];

export function StepForm({ order, to, busy, decides = false, onSubmit, onCancel }: {
  order: LedgerOrder; to: number; busy: boolean;
  /** The operator's staff: may post another count than the step's own, saying why. */
  decides?: boolean;
  onSubmit: (lines: StepLine[], comment: string) => void; onCancel: () => void;
}) {
  const translate = useTranslate();
  const lines = order.lines ?? [];
  const standing = (line: (typeof lines)[number]) => (to === S.Picked ? line.qtyPicked ?? line.qtyOrdered : defaultCount(order.status, line));
  const start = (line: (typeof lines)[number]) => String(standing(line));
  const receipt = to === S.Confirmed;
  const typed = !receipt || decides;
  const [counts, setCounts] = useState<string[]>(lines.map(start));
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const dispute = to === S.NotAgreed;
  const invalid = counts.some((count) => count.trim() === '' || !Number.isInteger(Number(count)) || Number(count) < 0);
  const decided = receipt && lines.some((line, index) => Number(counts[index]) !== standing(line));
  const commentMissing = (dispute || decided) && comment.trim() === '';
  const label = (name: string) => translate(to === S.Picked ? 'ledger.lines.picked_of' : 'ledger.lines.received_of', { name });

  const submit = () => {
    setTried(true);
    if (invalid || commentMissing) return;
    // A receipt posts the step's own counts unless staff decided others.
    if (receipt && !decided) return onSubmit([], comment.trim());
    onSubmit(lines.map((line, index) => ({ productId: line.productId, ...(to === S.Picked ? { qtyPicked: Number(counts[index]) } : { qtyReceived: Number(counts[index]) }) })), comment.trim());
  };

  return (
    <Box component="section" aria-label={translate(`ledger.steps.title_${to}`)} sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3">{translate(`ledger.steps.title_${to}`)}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('ledger.fields.product')}</TableCell>
            <TableCell>{translate(to === S.Picked ? 'ledger.fields.qtyOrdered' : 'ledger.fields.qtySent')}</TableCell>
            <TableCell>{translate(to === S.Picked ? 'ledger.fields.qtyPicked' : 'ledger.fields.qtyReceived')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={line.productId}>
              <TableCell>{line.productName}</TableCell>
              <TableCell>{to === S.Picked ? line.qtyOrdered : sentQuantity({ qtyOrdered: line.qtyOrdered, qtyPicked: line.qtyPicked ?? null })}</TableCell>
              <TableCell>
                {!typed ? counts[index] : <TextField
                  size="small" type="number" value={counts[index]}
                  error={tried && (counts[index].trim() === '' || Number(counts[index]) < 0)}
                  slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': label(line.productName ?? String(line.productId)) } }}
                  onChange={(event) => setCounts(counts.map((count, at) => (at === index ? event.target.value : count)))}
                />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {receipt && !decides && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate(order.status === S.NotAgreed ? 'ledger.steps.accept_hint' : 'ledger.steps.receipt_hint')}</Typography>}
      {to !== S.Picked && (
        <TextField
          label={translate(dispute ? 'ledger.steps.dispute_comment' : decided ? 'ledger.steps.decision_comment' : 'ledger.fields.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          required={dispute || decided}
          error={tried && commentMissing}
          helperText={tried && commentMissing ? translate(dispute ? 'ledger.steps.dispute_needs_comment' : 'ledger.steps.decision_needs_comment') : undefined}
          multiline minRows={2} fullWidth size="small" sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
      )}
      {tried && invalid && <Alert severity="error" sx={{ mt: 1 }}>{translate('ra.validation.required')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={submit} disabled={busy}>{translate(`ledger.steps.submit_${to}`)}</Button>
        <Button onClick={onCancel} disabled={busy}>{translate('ledger.actions.cancel')}</Button>
      </Box>
    </Box>
  );
}
