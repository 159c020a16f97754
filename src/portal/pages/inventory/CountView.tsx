// A count as it stands (F08, F09): per product the booked balance on the day, the count, the
// difference, a claimed quantity where the location claimed, the line's status and its markers.
import { Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InventoryCount } from '../../../../generated/entities';
import { formatNumber } from '../../../domain/numbers';

const number = (value: number | null | undefined, signed = false) =>
  value === null || value === undefined ? '–' : `${signed && value > 0 ? '+' : ''}${formatNumber(value)}`;

export function CountView({ count, label }: { count: InventoryCount; label: string }) {
  const translate = useTranslate();
  const claimed = count.lines.some((line) => line.claimed !== null);
  const totals = count.lines.reduce((sum, line) => ({ counted: sum.counted + (line.quantity ?? 0), difference: sum.difference + (line.difference ?? 0) }), { counted: 0, difference: 0 });
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('inventory.fields.product')}</TableCell>
              <TableCell align="right">{translate('inventory.fields.booked')}</TableCell>
              <TableCell align="right">{translate('inventory.fields.counted')}</TableCell>
              <TableCell align="right">{translate('inventory.fields.difference')}</TableCell>
              {claimed && <TableCell align="right">{translate('inventory.fields.claimed')}</TableCell>}
              <TableCell>{translate('inventory.fields.status')}</TableCell>
              <TableCell>{translate('inventory.fields.markers')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {count.lines.map((line) => (
              <TableRow key={line.productId}>
                <TableCell>{line.productName}</TableCell>
                <TableCell align="right">{number(line.booked)}</TableCell>
                <TableCell align="right">{number(line.quantity)}</TableCell>
                <TableCell align="right">{number(line.difference, true)}</TableCell>
                {claimed && <TableCell align="right">{number(line.claimed)}</TableCell>}
                <TableCell>{translate(`inventory.line_status.${line.status}`)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
                    {line.markers.map((marker) => <Chip key={marker} size="small" variant="outlined" label={translate(`inventory.markers.${marker}`)} />)}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell component="th" scope="row"><Typography variant="body2" fontWeight="bold">{translate('inventory.total')}</Typography></TableCell>
              <TableCell />
              <TableCell align="right"><strong>{number(totals.counted)}</strong></TableCell>
              <TableCell align="right"><strong>{number(totals.difference, true)}</strong></TableCell>
              {claimed && <TableCell />}
              <TableCell />
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
