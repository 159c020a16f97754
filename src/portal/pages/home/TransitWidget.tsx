// D02, D07: at a location without its own balance, what is on its way to and from it (in transit:
// Sent, WaitForSort, NotAgreed; counted by the server with IN_TRANSIT).
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { arrivedForHome, homeApi, type StockRow } from './homeApi';
import { formatNumber } from '../../../domain/numbers';
import { useHomeData } from './useHomeData';
import { WidgetFrame } from './WidgetFrame';
import { usePhone } from '../../shell/usePhone';

const NONE: StockRow[] = [];

export function TransitWidget({ locationId }: { locationId: number }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, loading } = useHomeData(homeApi.stock, NONE, { key: locationId, arrived: arrivedForHome.stock });
  const phone = usePhone();
  // Products with something under way, and the location's agreed products (shown with zeros).
  const rows = data.filter((row) => (row.qtyIncoming ?? 0) > 0 || (row.qtyOutgoing ?? 0) > 0 || row.isLocationProduct);
  const quantity = { format: (value: number) => formatNumber(value, locale) };
  const number = (value: number | undefined) => <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>{quantity.format(value ?? 0)}</TableCell>;
  return (
    <WidgetFrame titleId="transit-widget-title" title={translate('home.transit.title')} subheader={translate('home.transit.explanation')} loading={loading} rows={4} remember={`transit:${locationId}:${phone ? 'phone' : 'desk'}`}>
      {rows.length === 0 && <Typography color="text.secondary">{translate('home.transit.empty')}</Typography>}
      {rows.length > 0 && (
        <TableContainer sx={{ width: 0, minWidth: '100%' }}>
          <Table size="small" aria-labelledby="transit-widget-title">
            <TableHead>
              <TableRow>
                <TableCell>{translate('home.stock.product')}</TableCell>
                <TableCell align="right">{translate('home.stock.incoming')}</TableCell>
                <TableCell align="right">{translate('home.stock.outgoing')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.productId} hover>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2" fontWeight={600}>{row.productName}</Typography>
                    <Typography variant="caption" color="text.secondary">{row.productType}</Typography>
                  </TableCell>
                  {number(row.qtyIncoming)}
                  {number(row.qtyOutgoing)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </WidgetFrame>
  );
}
