// The sender's warning before saving a send that takes its booked balance below zero (docs/decisions.md
// "Negative balances"): the send is allowed (carriers on their way to the sender may not be confirmed
// yet), so the warning names each product, its booked balance and what it becomes, and blocks nothing.
// The balances are the sender's balance account's (N31 productquantity), read once per product.
import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { sendShortfalls } from '../../../domain/stock/negative-balance';
import { formatNumber } from '../../../domain/numbers';
import type { DraftLine } from './draftStore';
import { ledgerApi } from './ledgerApi';

/** `sender`: the sending location when the own side sends (undefined: no warning). */
export function BalanceWarning({ sender, lines }: { sender?: number; lines: DraftLine[] }) {
  const translate = useTranslate();
  const locale = useLocale();
  const [booked, setBooked] = useState<{ sender?: number; balances: ReadonlyMap<number, number> }>({ balances: new Map() });
  const known = booked.sender === sender ? booked.balances : new Map<number, number>();
  const missing = sender === undefined ? [] : [...new Set(lines.map((line) => line.productId))].filter((id) => !known.has(id));

  useEffect(() => {
    if (sender === undefined || missing.length === 0) return;
    let current = true;
    // The balance only informs: a failed read leaves its product unwarned.
    Promise.allSettled(missing.map(async (productId) => [productId, await ledgerApi.balance(sender, productId)] as const)).then((results) => {
      if (!current) return;
      setBooked((before) => {
        const balances = new Map(before.sender === sender ? before.balances : []);
        for (const result of results) if (result.status === 'fulfilled') balances.set(...result.value);
        return { sender, balances };
      });
    });
    return () => { current = false; };
  }, [sender, missing.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  if (sender === undefined) return null;
  const shortfalls = sendShortfalls((productId) => known.get(productId), lines);
  if (shortfalls.length === 0) return null;
  const number = (value: number) => formatNumber(value, locale);
  const nameOf = (productId: number) => lines.find((line) => line.productId === productId)?.productName ?? String(productId);
  return (
    <Alert severity="warning" sx={{ mt: 2 }}>
      {shortfalls.map((shortfall) => (
        <div key={shortfall.productId}>
          {translate('ledger.balance_warning.below_zero', { product: nameOf(shortfall.productId), after: number(shortfall.after), booked: number(shortfall.booked), sent: number(shortfall.sent) })}
        </div>
      ))}
      <div>{translate('ledger.balance_warning.allowed')}</div>
    </Alert>
  );
}
