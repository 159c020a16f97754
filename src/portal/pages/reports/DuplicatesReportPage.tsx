// reports/duplicates-customer and duplicates-location (G04): pairs of transactions that look like one
// registered twice (same type, same two locations, same day, same lines), over the customer's
// locations or the one acted for; "Ingen duplikater funnet" when there are none.
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { api } from '../../data/api';
import { initialRange, useReportRun } from './ReportRange';
import { ReportPage, ReportTable } from './ReportPage';

interface DuplicatePair { idA: number; idB: number; statusA: string; statusB: string; transactionDate: string; type: string; locationNameFrom: string; locationNameTo: string; lines: string }
interface Answer { dateLower: string; dateUpper: string; clamped: boolean; total: number; rows: DuplicatePair[] }

function DuplicatesReportPage({ scope }: { scope: 'customer' | 'location' }) {
  const translate = useTranslate();
  const { answer, rangeProps } = useReportRun(
    async (range, reach) => (await api<Answer>('GET', '/api/orderduplicates', { query: { dateLower: range.dateLower, dateUpper: range.dateUpper, scope, ...reach } })).data,
    (locationId) => ({ ...initialRange(locationId), locationId: scope === 'customer' ? 'all' : locationId }),
  );
  const title = translate(`routes.reports.duplicates-${scope}`);
  return (
    <ReportPage title={title} rangeProps={rangeProps} clamped={answer?.clamped} empty={answer?.rows.length === 0} emptyText="reports.no_duplicates">
      {answer && answer.rows.length > 0 && (
        <ReportTable label={title}>
          <TableHead>
            <TableRow>{['transactionDate', 'type', 'locationNameFrom', 'locationNameTo', 'lines', 'first', 'second'].map((key) => <TableCell key={key}>{translate(`reports.duplicates.${key}`)}</TableCell>)}</TableRow>
          </TableHead>
          <TableBody>
            {answer.rows.map((row) => (
              <TableRow key={`${row.idA}-${row.idB}`}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.transactionDate}</TableCell>
                <TableCell>{row.type}</TableCell>
                <TableCell>{row.locationNameFrom}</TableCell>
                <TableCell>{row.locationNameTo}</TableCell>
                <TableCell>{row.lines}</TableCell>
                <TableCell>{row.idA} ({row.statusA})</TableCell>
                <TableCell>{row.idB} ({row.statusB})</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      )}
    </ReportPage>
  );
}

export const DuplicatesCustomerPage = () => <DuplicatesReportPage scope="customer" />;
export const DuplicatesLocationPage = () => <DuplicatesReportPage scope="location" />;
