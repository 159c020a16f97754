// D02, D04–D06: the stock of a balance location, one row per product: image, booked, incoming,
// outgoing and physical quantities, the 12-month indicator and the balance over 12 months. On a phone
// a product is a row of text with its quantities, the indicator on the right.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import { arrivedForHome, homeApi, type ProductBalances, type StockRow } from './homeApi';
import { formatNumber } from '../../../domain/numbers';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { StockIndicator } from './StockIndicator';
import { useHomeData } from './useHomeData';
import { WidgetFrame } from './WidgetFrame';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';

// The chart library is loaded apart from the page, only when a stock widget shows.
const BalanceChart = lazy(() => import('./BalanceChart'));

const NONE: { rows: StockRow[]; balances: ProductBalances[] } = { rows: [], balances: [] };

export function StockWidget({ locationId }: { locationId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, loading } = useHomeData(async () => {
    const [rows, balances] = await Promise.all([homeApi.stock(), homeApi.balances()]);
    return { rows, balances };
  }, NONE, { key: locationId, arrived: arrivedForHome.stockAndBalances });
  const byProduct = new Map(data.balances.map((balance) => [balance.productId, balance.months]));
  const quantity = { format: (value: number) => formatNumber(value, locale) };
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const monthLabel = (month: string) => monthName.format(new Date(`${month}T00:00:00Z`));
  const number = (value: number) => <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{quantity.format(value)}</TableCell>;
  const phone = usePhone();
  // The chart code is asked for once the table has been painted, so it never holds the widgets back.
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (loading || painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => { timer = setTimeout(() => setPainted(true)); });
    return () => { cancelAnimationFrame(frame); clearTimeout(timer); };
  }, [loading, painted]);

  return (
    <WidgetFrame titleId="stock-widget-title" title={translate('home.stock.title')} loading={loading} rows={10} rowHeight={phone ? 88 : 56} remember={`stock:${locationId}:${phone ? 'phone' : 'desk'}`}>
      {data.rows.length === 0 && <Typography color="text.secondary">{translate('home.stock.empty')}</Typography>}
      {data.rows.length > 0 && phone && (
        <PhoneRows label={translate('home.stock.title')} rows={data.rows.map((row) => ({
          key: row.productId ?? 0,
          primary: row.productName,
          secondary: [`${translate('home.stock.booked')} ${quantity.format(row.qtyLocal ?? 0)}`, `${translate('home.stock.incoming')} ${quantity.format(row.qtyIncoming ?? 0)}`,
            `${translate('home.stock.outgoing')} ${quantity.format(row.qtyOutgoing ?? 0)}`, `${translate('home.stock.physical')} ${quantity.format(row.qtyPhysical ?? 0)}`],
          side: <StockIndicator ratio={row.inventoryIndicator} />,
        }))} />
      )}
      {data.rows.length > 0 && !phone && (
        // Zero intrinsic width, full actual width: a narrow screen's table scrolls instead of widening the page;
        // positioned, so that the hidden texts inside it scroll with it too.
        <TableContainer sx={{ width: 0, minWidth: '100%', position: 'relative' }}>
          <Table size="small" aria-labelledby="stock-widget-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('home.stock.product')}</TableCell>
                <TableCell align="right">{translate('home.stock.booked')}</TableCell>
                <TableCell align="right">{translate('home.stock.incoming')}</TableCell>
                <TableCell align="right">{translate('home.stock.outgoing')}</TableCell>
                <TableCell align="right">{translate('home.stock.physical')}</TableCell>
                <TableCell align="right">{translate('home.stock.indicator')}</TableCell>
                <TableCell>{translate('home.stock.chart')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((row) => {
                const months = byProduct.get(row.productId ?? 0);
                return (
                  <TableRow key={row.productId} hover>
                    <TableCell component="th" scope="row">
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 150 }}>
                        {row.productImage
                          ? <Box component="img" src={row.productImage} alt="" sx={{ width: 32, height: 32, objectFit: 'contain', flexShrink: 0 }} />
                          : <ViewInArOutlinedIcon sx={{ width: 32, height: 24, color: 'text.secondary', flexShrink: 0 }} aria-hidden />}
                        <Box>
                          <Typography variant="body2" fontWeight={600}>{row.productName}</Typography>
                          <Typography variant="caption" color="text.secondary">{row.productType}</Typography>
                        </Box>
                      </Box>
                    </TableCell>
                    {number(row.qtyLocal ?? 0)}
                    {number(row.qtyIncoming ?? 0)}
                    {number(row.qtyOutgoing ?? 0)}
                    {number(row.qtyPhysical ?? 0)}
                    <TableCell align="right"><StockIndicator ratio={row.inventoryIndicator} /></TableCell>
                    <TableCell sx={{ py: 0.25 }}>
                      {months && months.length > 0 ? (
                        <Box role="img" sx={{ width: 120, height: 36 }}
                          aria-label={translate('home.stock.chart_label', { from: quantity.format(months[0].quantity), to: quantity.format(months[months.length - 1].quantity), since: monthLabel(months[0].month) })}>
                          {painted && (
                            <Suspense fallback={null}>
                              <BalanceChart months={months} monthLabel={monthLabel} quantityLabel={(value) => quantity.format(value)} />
                            </Suspense>
                          )}
                        </Box>
                      ) : <Box component="span" sx={visuallyHidden}>{translate('home.stock.no_history')}</Box>}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </WidgetFrame>
  );
}
