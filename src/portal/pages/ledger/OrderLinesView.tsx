// A stored transaction's lines: ordered, picked and received side by side (a dispute shows both
// counts), with the own location's balance of each product (N31 productquantity).
import { useEffect, useState } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import { ledgerApi, type LedgerOrder } from './ledgerApi';

export function OrderLinesView({ order, balanceAt }: { order: LedgerOrder; balanceAt?: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  // P19: quantities in the shared number format.
  const quantity = (value: number | null | undefined) => (value == null ? '–' : formatNumber(value, locale));
  const lines = order.lines ?? [];
  const [balances, setBalances] = useState<Record<number, number>>({});

  useEffect(() => {
    if (balanceAt === undefined) return;
    let current = true;
    // The balance only informs; a failed read leaves the column empty.
    Promise.all(lines.map(async (line) => [line.productId, await ledgerApi.balance(balanceAt, line.productId)] as const))
      .then((rows) => current && setBalances(Object.fromEntries(rows)), () => undefined);
    return () => { current = false; };
    // The order's version changes whenever its lines or status do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order.id, order.version, balanceAt]);

  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>{translate('ledger.lines.title')}</Typography>
      <Table size="small" aria-label={translate('ledger.lines.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('ledger.fields.product')}</TableCell>
            <TableCell align="right">{translate('ledger.fields.qtyOrdered')}</TableCell>
            <TableCell align="right">{translate('ledger.fields.qtyPicked')}</TableCell>
            <TableCell align="right">{translate('ledger.fields.qtyReceived')}</TableCell>
            {balanceAt !== undefined && <TableCell align="right">{translate('ledger.fields.balance')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.productId}>
              <TableCell>{line.productName}</TableCell>
              <TableCell align="right">{quantity(line.qtyOrdered)}</TableCell>
              <TableCell align="right">{quantity(line.qtyPicked)}</TableCell>
              <TableCell align="right">{quantity(line.qtyReceived)}</TableCell>
              {balanceAt !== undefined && <TableCell align="right">{balances[line.productId] === undefined ? '' : quantity(balances[line.productId])}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
