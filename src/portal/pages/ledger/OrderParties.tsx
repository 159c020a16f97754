// E21: a stored order's parties as the documents label them: each side's GLN and organisation
// number, the VAT percentage of the customer it belongs to (P18's percent format), and the fill
// degree when the truck type gives one (O23 when it cannot be calculated).
import { Box, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import { formatPercent } from '../../../domain/numbers';
import type { LedgerOrder } from './ledgerApi';

export function OrderParties({ order }: { order: LedgerOrder }) {
  const translate = useTranslate();
  const locale = useLocale();
  const f = (key: string) => translate(`ledger.fields.${key}`);
  const none = '–';
  const rows: Array<[string, string | null | undefined, string | null | undefined]> = [
    [f('gln'), order.glnFrom, order.glnTo],
    [f('orgNumber'), order.orgNumberFrom, order.orgNumberTo],
  ];
  return (
    <Box sx={{ mt: 1 }}>
      <Box component="table" aria-label={translate('ledger.parties')} sx={{ borderCollapse: 'collapse', typography: 'body2', '& th, & td': { textAlign: 'left', pr: 3, py: 0.25 } }}>
        <thead>
          <tr>
            <td />
            <th scope="col">{`${f('from')}: ${order.locationNameFrom ?? ''}`}</th>
            <th scope="col">{`${f('to')}: ${order.locationNameTo ?? ''}`}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, from, to]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{from || none}</td>
              <td>{to || none}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {`${f('id')}: ${order.id}`}
        {order.vatPercent != null ? ` · ${f('vatPercent')}: ${formatPercent(order.vatPercent, locale)}` : ''}
        {order.fillDegree != null ? ` · ${f('fillDegree')}: ${formatPercent(order.fillDegree, locale)}` : ''}
      </Typography>
      {order.fillDegree == null && order.truckTypeId != null && (
        <Typography variant="body2" color="text.secondary">{translate('ledger.notices.fill_degree_unknown')}</Typography>
      )}
    </Box>
  );
}
