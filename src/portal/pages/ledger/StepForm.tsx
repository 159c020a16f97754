// The steps of R02 that carry counts: the operator's picking (qtyPicked), the receipt (what was sent
// arrived: the sent quantities, shown, not typed; posted-counts.ts) and dispute (E13: the receiver's
// own count on every line and a comment saying why). Only the operator's staff decide another count
// on a receipt, with a comment saying why. Every confirm opens this form first, saying what will be
// posted, since a posting cannot be undone (issue 28): the receiver's receipt, the sender accepting a
// dispute, and a sender confirming what the other side registered (a missing registration, a shop
// transaction the wholesaler registered), which is asked as a confirmation of the registration, not
// as "antall mottatt". The form's buttons are in the dialog's action bar (StepActions), always in sight.
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { defaultCount } from '../../../domain/ledger/posted-counts';
import { LINE_QUANTITY } from '../../../domain/ledger/quantities';
import { sentQuantity } from '../../../domain/ledger/rules';
import { clampedText } from '../../../domain/numbers';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';
import type { LedgerOrder, StepLine } from './ledgerApi';

export const COUNTED_STEPS: readonly number[] = [S.Picked, S.Confirmed, S.NotAgreed];
const FORM_ID = 'ledger-step-form';

/** The words of a step: a receiver's receipt, or a confirm by the side that sent (accepting a dispute, confirming a registration). */
const wordsOf = (to: number, bySender: boolean) => (to === S.Confirmed && bySender ? 'sender_5' : String(to));

export function StepForm({ order, to, busy, decides = false, bySender = false, onSubmit }: {
  order: LedgerOrder; to: number; busy: boolean;
  /** The operator's staff: may post another count than the step's own, saying why. */
  decides?: boolean;
  /** The side that sent the carriers answers (it accepts a dispute, or confirms what the receiver registered). */
  bySender?: boolean;
  onSubmit: (lines: StepLine[], comment: string) => void;
}) {
  const translate = useTranslate();
  const lines = order.lines ?? [];
  const standing = (line: (typeof lines)[number]) => (to === S.Picked ? line.qtyPicked ?? line.qtyOrdered : defaultCount(order.status, line));
  const start = (line: (typeof lines)[number]) => String(standing(line));
  const receipt = to === S.Confirmed;
  const typed = !receipt || decides;
  const words = wordsOf(to, bySender);
  const [counts, setCounts] = useState<string[]>(lines.map(start));
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const section = useRef<HTMLFormElement>(null);
  // The form opens under the order's lines: brought into sight, its first field ready.
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'nearest' });
    section.current?.querySelector<HTMLInputElement>('input, textarea')?.focus({ preventScroll: true });
  }, []);
  const dispute = to === S.NotAgreed;
  const invalid = counts.some((count) => count.trim() === '' || !Number.isInteger(Number(count)) || Number(count) < 0);
  const decided = receipt && lines.some((line, index) => Number(counts[index]) !== standing(line));
  const commentMissing = (dispute || decided) && comment.trim() === '';
  const label = (name: string) => translate(to === S.Picked ? 'ledger.lines.picked_of' : bySender && receipt ? 'ledger.lines.posted_of' : 'ledger.lines.received_of', { name });

  const submit = () => {
    setTried(true);
    if (invalid || commentMissing) return;
    // A receipt posts the step's own counts unless staff decided others.
    if (receipt && !decided) return onSubmit([], comment.trim());
    onSubmit(lines.map((line, index) => ({ productId: line.productId, ...(to === S.Picked ? { qtyPicked: Number(counts[index]) } : { qtyReceived: Number(counts[index]) }) })), comment.trim());
  };
  const hint = order.status === S.NotAgreed ? 'ledger.steps.accept_hint' : bySender ? 'ledger.steps.registration_hint' : 'ledger.steps.receipt_hint';

  return (
    <Box component="form" id={FORM_ID} ref={section} noValidate aria-label={translate(`ledger.steps.title_${words}`)}
      onSubmit={(event) => { event.preventDefault(); if (!busy) submit(); }}
      sx={{ mt: 2, p: 2, border: 1, borderColor: 'primary.main', borderRadius: 1, scrollMarginBottom: 16 }}>
      <Typography variant="subtitle1" component="h3">{translate(`ledger.steps.title_${words}`)}</Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('ledger.fields.product')}</TableCell>
            <TableCell>{translate(to === S.Picked ? 'ledger.fields.qtyOrdered' : bySender ? 'ledger.fields.qtyRegistered' : 'ledger.fields.qtySent')}</TableCell>
            <TableCell>{translate(to === S.Picked ? 'ledger.fields.qtyPicked' : bySender && receipt ? 'ledger.fields.qtyPosted' : 'ledger.fields.qtyReceived')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line, index) => (
            <TableRow key={line.productId}>
              <TableCell>{line.productName}</TableCell>
              <TableCell>{to === S.Picked ? line.qtyOrdered : sentQuantity({ qtyOrdered: line.qtyOrdered, qtyPicked: line.qtyPicked ?? null })}</TableCell>
              <TableCell>
                {!typed ? counts[index] : <TextField
                  size="small" type="number" value={counts[index]} margin="none"
                  error={tried && (counts[index].trim() === '' || Number(counts[index]) < 0)}
                  slotProps={{ htmlInput: { min: LINE_QUANTITY.minimum, max: LINE_QUANTITY.maximum, step: 1, 'aria-label': label(line.productName ?? String(line.productId)) } }}
                  onChange={(event) => setCounts(counts.map((count, at) => (at === index ? event.target.value : count)))}
                  onBlur={() => setCounts(counts.map((count, at) => (at === index ? clampedText(count, LINE_QUANTITY) : count)))}
                />}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {receipt && !decides && <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate(hint)}</Typography>}
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
    </Box>
  );
}

/** The open step form's buttons, in the dialog's action bar in place of the others: its cancel and its primary action. */
export function StepActions({ to, order, bySender = false, busy, onCancel }: { to: number; order: LedgerOrder; bySender?: boolean; busy: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const submit = to === S.Confirmed && (bySender || order.status === S.NotAgreed) ? 'submit_sender_5' : `submit_${to}`;
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>{translate('ledger.actions.cancel')}</Button>
      <Button type="submit" form={FORM_ID} variant="contained" disabled={busy}>{translate(`ledger.steps.${submit}`)}</Button>
    </>
  );
}
