// shop-accounting/overview (H01, C34): per shop over a period, each product's transactions and the
// carriers delivered to the shop and returned from it, by H04's status, with the net and each shop's
// received totals. Narrowed to one shop on request; the period is at most a year (the server refuses longer),
// the last twelve months to begin with.
import { Fragment, useEffect, useMemo, useState } from 'react';
import { Box, LinearProgress, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useLocale, useTranslate } from 'react-admin';
import { useFailureNotice } from '../../shell/useFailureNotice';
import type { Place } from '../ledger/ledgerApi';
import { today } from '../ledger/orderForm';
import { OrderStatusChip } from '../ledger/OrderStatusChip';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';
import { ledgerStatusOfShop, ShopStatus, type ShopStep } from '../../../domain/ledger/shop';
import { shopApi, type ShopOverviewRow } from './shopApi';
import { ShopPartyPicker } from './ShopPartyPicker';
import { DayField } from '../../shell/DayField';
import { addDays } from '../../../domain/dates';

const yearBefore = (day: string) => addDays(day, -365);

interface ShopBlock { shopLocationId: number; shopName: string; rows: ShopOverviewRow[]; toShop: number; fromShop: number }

function byShop(rows: ShopOverviewRow[]): ShopBlock[] {
  const blocks = new Map<number, ShopBlock>();
  for (const row of rows) {
    const block = blocks.get(row.shopLocationId) ?? { shopLocationId: row.shopLocationId, shopName: row.shopName, rows: [], toShop: 0, fromShop: 0 };
    block.rows.push(row);
    // The totals are of what has moved: received (posted), not what is preregistered or on its way.
    if (row.shopStatus === ShopStatus.Received) {
      block.toShop += row.toShop;
      block.fromShop += row.fromShop;
    }
    blocks.set(row.shopLocationId, block);
  }
  return [...blocks.values()];
}

export function ShopOverviewPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const failure = useFailureNotice();
  const [dateUpper, setDateUpper] = useState(today());
  const [dateLower, setDateLower] = useState(() => yearBefore(today()));
  const [shop, setShop] = useState<Place | null>(null);
  const [rows, setRows] = useState<ShopOverviewRow[]>([]);
  const [loading, setLoading] = useState(true);
  const title = translate('routes.shop-accounting.overview');
  const number = (value: number) => value.toLocaleString(locale);
  const f = (key: string) => translate(`shop.overview.${key}`);

  useEffect(() => {
    if (!dateLower || !dateUpper) return;
    let current = true;
    setLoading(true);
    shopApi.overview({ dateLower, dateUpper, ...(shop ? { locationId: shop.id } : {}) })
      .then((answer) => current && setRows(answer), (error) => { if (current) { setRows([]); failure(error); } })
      .finally(() => current && setLoading(false));
    return () => { current = false; };
  }, [dateLower, dateUpper, shop, failure]);

  const blocks = useMemo(() => byShop(rows), [rows]);
  const phone = usePhone();
  const status = (value: number) => (value >= 0
    ? <OrderStatusChip status={ledgerStatusOfShop(value as ShopStep)} name={translate(`shop.status.${value}`)} />
    : <OrderStatusChip status={-1} name={translate('shop.status.-1')} />);

  return (
    <Box sx={{ mt: 2, minWidth: 0 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{f('hint')}</Typography>
      <Box role="search" sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}>
        <DayField size="small" margin="none" fullWidth={false} sx={{ width: 170 }} label={translate('ledger.filters.date_from')} value={dateLower} onChange={setDateLower} />
        <DayField size="small" margin="none" fullWidth={false} sx={{ width: 170 }} label={translate('ledger.filters.date_to')} value={dateUpper} onChange={setDateUpper} />
        <Box sx={{ minWidth: 300 }}>
          <ShopPartyPicker role="shop" value={shop} onChange={setShop} label={translate('shop.fields.shop')} />
        </Box>
      </Box>
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={translate('ledger.loading')} />}</Box>
        {/* On a phone each shop is a heading over its products' rows and its total. */}
        {phone ? blocks.map((block) => (
          <Box component="section" key={block.shopLocationId} aria-label={block.shopName}>
            <Typography component="h2" variant="subtitle2" sx={{ px: 2, py: 1, bgcolor: 'action.hover' }}>{block.shopName}</Typography>
            <PhoneRows label={block.shopName} rows={block.rows.map((row) => ({
              key: `${row.productId}:${row.shopStatus}`,
              primary: row.productName,
              secondary: [`${f('to_shop')}: ${number(row.toShop)}`, `${f('from_shop')}: ${number(row.fromShop)}`, `${f('transactions')}: ${number(row.transactions)}`],
              side: status(row.shopStatus),
            }))} />
            <Typography variant="body2" sx={{ px: 2, py: 1, fontWeight: 600 }}>
              {`${translate('shop.overview.total', { name: block.shopName })}: ${f('net')} ${number(block.toShop - block.fromShop)}`}
            </Typography>
          </Box>
        )) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('ledger.fields.product')}</TableCell>
                <TableCell>{translate('ledger.fields.status')}</TableCell>
                <TableCell align="right">{f('transactions')}</TableCell>
                <TableCell align="right">{f('to_shop')}</TableCell>
                <TableCell align="right">{f('from_shop')}</TableCell>
                <TableCell align="right">{f('net')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {blocks.map((block) => (
                <Fragment key={block.shopLocationId}>
                  <TableRow>
                    <TableCell component="th" scope="rowgroup" colSpan={6} sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>{block.shopName}</TableCell>
                  </TableRow>
                  {block.rows.map((row) => (
                    <TableRow key={`${row.productId}:${row.shopStatus}`}>
                      <TableCell>{row.productName}</TableCell>
                      <TableCell>{status(row.shopStatus)}</TableCell>
                      <TableCell align="right">{number(row.transactions)}</TableCell>
                      <TableCell align="right">{number(row.toShop)}</TableCell>
                      <TableCell align="right">{number(row.fromShop)}</TableCell>
                      <TableCell align="right">{number(row.toShop - row.fromShop)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 600 }}>{translate('shop.overview.total', { name: block.shopName })}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>{number(block.toShop)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>{number(block.fromShop)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 600 }}>{number(block.toShop - block.fromShop)}</TableCell>
                  </TableRow>
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {!loading && rows.length === 0 && <Typography sx={{ p: 2 }}>{f('empty')}</Typography>}
      </Paper>
    </Box>
  );
}
