// reports/customers, locations, shops and users (G05): the registers in the user's report reach, for
// one location or all of them.
import { Box, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { reportApi } from './reportApi';
import { initialRange, ReportRange, useReportRun } from './ReportRange';

type Register = 'customers' | 'locations' | 'shops' | 'users';
type Row = Record<string, unknown>;

const COLUMNS: Record<Register, string[]> = {
  customers: ['name', 'orgNumber', 'type', 'chainName', 'locationCount', 'userCount', 'statusId'],
  locations: ['name', 'gln', 'customerName', 'isBalance', 'balanceLocationName', 'statusId'],
  shops: ['name', 'gln', 'customerName', 'isBalance', 'balanceLocationName', 'statusId'],
  users: ['name', 'loginName', 'email', 'customerName', 'locationName', 'tasksAllowed', 'active'],
};

function cell(translate: ReturnType<typeof useTranslate>, column: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return translate(value ? 'reports.yes' : 'reports.no');
  if (column === 'statusId') return translate(`reports.org_status.${value}`);
  if (column === 'tasksAllowed') return (value as string[]).map((task) => translate(`enums.Task.${task}`)).join(', ');
  if (column === 'type') return translate(`enums.CustomerType.${value}`, { _: String(value) });
  return String(value);
}

function RegisterReportPage({ report }: { report: Register }) {
  const translate = useTranslate();
  const { answer, rangeProps } = useReportRun(
    (_range, reach) => reportApi.run<Row>(report, { dateLower: '', dateUpper: '' }, reach),
    (locationId) => ({ ...initialRange(locationId), locationId: 'all' }),
  );
  const rows = answer?.rows ?? null;
  const title = translate(`routes.reports.${report}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <ReportRange {...rangeProps} dates={false} />
      {rows?.length === 0 && <Typography>{translate('reports.no_data')}</Typography>}
      {rows && rows.length > 0 && (
        <Paper variant="outlined">
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead><TableRow>{COLUMNS[report].map((column) => <TableCell key={column}>{translate(`reports.registers.${column}`)}</TableCell>)}</TableRow></TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={String(row.id)}>{COLUMNS[report].map((column) => <TableCell key={column}>{cell(translate, column, row[column])}</TableCell>)}</TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </Box>
  );
}

export const CustomersReportPage = () => <RegisterReportPage report="customers" />;
export const LocationsReportPage = () => <RegisterReportPage report="locations" />;
export const ShopsReportPage = () => <RegisterReportPage report="shops" />;
export const UsersReportPage = () => <RegisterReportPage report="users" />;
