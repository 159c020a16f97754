// reports/customers, locations, shops and users (G05): the registers in the user's report reach, for
// one location or all of them.
import { TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { reportApi } from './reportApi';
import { initialRange, useReportRun } from './ReportRange';
import { ReportPage, ReportTable } from './ReportPage';

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
    <ReportPage title={title} rangeProps={{ ...rangeProps, dates: false }} empty={rows?.length === 0}>
      {rows && rows.length > 0 && (
        <ReportTable label={title}>
          <TableHead><TableRow>{COLUMNS[report].map((column) => <TableCell key={column}>{translate(`reports.registers.${column}`)}</TableCell>)}</TableRow></TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={String(row.id)}>{COLUMNS[report].map((column) => <TableCell key={column}>{cell(translate, column, row[column])}</TableCell>)}</TableRow>
            ))}
          </TableBody>
        </ReportTable>
      )}
    </ReportPage>
  );
}

export const CustomersReportPage = () => <RegisterReportPage report="customers" />;
export const LocationsReportPage = () => <RegisterReportPage report="locations" />;
export const ShopsReportPage = () => <RegisterReportPage report="shops" />;
export const UsersReportPage = () => <RegisterReportPage report="users" />;
