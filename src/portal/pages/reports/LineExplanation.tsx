// What an invoice line was computed from (LEDGER.md "Money"): the day-by-day balances of a hire line
// with the free quantity, the grace of carriers just received and the days charged; or the
// transactions a receiver fee was charged for, each opening in the ledger. The sums agree with the line.
import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatOre } from '../../../domain/money/hire';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { formatDate } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { OrderDialog } from '../ledger/OrderDialog';
import { invoiceApi, type InvoiceLine, type LineExplanation as Explanation } from './invoiceApi';

const count = (value: number) => formatNumber(value);

export function LineExplanation({ line, title, onClose }: { line: InvoiceLine; title: string; onClose: () => void }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [explained, setExplained] = useState<Explanation | null>(null);
  const [order, setOrder] = useState<number | null>(null);
  useEffect(() => { invoiceApi.explain(line.id).then(setExplained, (error) => { failure(error); onClose(); }); }, [line.id, failure, onClose]);
  const label = translate('invoices.basis_of', { line: title });
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="basis-title">
      <DialogTitle id="basis-title">{label}</DialogTitle>
      {/* The days may scroll (on a phone): reachable by keyboard to scroll them (WCAG 2.1.1). */}
      <DialogContent tabIndex={0}>
        {!explained && <Typography>{translate('ledger.loading')}</Typography>}
        {explained && !explained.agrees && <Alert severity="warning" sx={{ mb: 2 }}>{translate('invoices.disagrees')}</Alert>}
        {explained?.charged && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('invoices.correction_basis', { now: count(explained.carrierDays), before: count(explained.charged.carrierDays), difference: count(line.quantity) })}
          </Typography>
        )}
        {explained && explained.kind === 'hire' && (
          <TableContainer>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {['day', 'balance', 'free', 'grace', 'chargeable', 'price', 'amount'].map((key) => (
                    <TableCell key={key} align={key === 'day' ? 'left' : 'right'}>{translate(`invoices.days.${key}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {explained.days.map((day) => (
                  <TableRow key={day.day}>
                    <TableCell>{formatDate(day.day)}</TableCell>
                    <TableCell align="right">{count(day.balance)}</TableCell>
                    <TableCell align="right">{count(day.free)}</TableCell>
                    <TableCell align="right">{count(day.grace)}</TableCell>
                    <TableCell align="right">{count(day.chargeable)}</TableCell>
                    <TableCell align="right">{day.ore === null ? '–' : formatOre(day.ore)}</TableCell>
                    <TableCell align="right">{formatOre(day.amountOre)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row"><strong>{translate('invoices.sum')}</strong></TableCell>
                  <TableCell /><TableCell /><TableCell />
                  <TableCell align="right"><strong>{count(explained.carrierDays)}</strong></TableCell>
                  <TableCell />
                  <TableCell align="right"><strong>{formatOre(explained.amountOre)}</strong></TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {explained && explained.kind === 'receiverFee' && (
          <TableContainer>
            <Table size="small" aria-label={label}>
              <TableHead>
                <TableRow>
                  {['order', 'date', 'sender', 'quantity'].map((key) => <TableCell key={key} align={key === 'quantity' ? 'right' : 'left'}>{translate(`invoices.transactions.${key}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {explained.transactions.map((transaction) => (
                  <TableRow key={transaction.id}>
                    <TableCell>
                      <Button size="small" onClick={() => setOrder(transaction.id)} aria-label={translate('ledger.open_order', { id: transaction.id })}>{transaction.id}</Button>
                    </TableCell>
                    <TableCell>{formatDate(transaction.transactionDate)}</TableCell>
                    <TableCell>{transaction.locationNameFrom} ({transaction.customerNameFrom})</TableCell>
                    <TableCell align="right">{count(transaction.qtyTotal)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" colSpan={3}>
                    <strong>{translate('invoices.fee_sum', { count: count(explained.transactions.length), smart_count: explained.transactions.length, price: formatOre(line.unitOre), amount: formatOre(explained.amountOre) })}</strong>
                  </TableCell>
                  <TableCell />
                </TableRow>
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {explained && explained.kind === 'lightLocationFee' && <Typography>{translate('invoices.light_basis', { price: formatOre(line.unitOre) })}</Typography>}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('ledger.actions.close')}</Button></DialogActions>
      {order !== null && <OrderDialog kind="delivery" id={order} onClose={() => setOrder(null)} />}
    </Dialog>
  );
}
