// reports/invoices/{id?} (G06, C17): the customer's monthly invoices, and one invoice whose every line
// opens what it was computed from. The invoice prints on its own (the portal's frame is left out).
import { useCallback, useEffect, useState } from 'react';
import { Box, Button, GlobalStyles, Paper, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Title, useLocale, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatOre } from '../../../domain/money/hire';
import { useRouteId } from '../../shell/useRouteId';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { formatDate, formatMonth } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { invoiceApi, type Invoice, type InvoiceLine, type InvoiceRow } from './invoiceApi';
import { LineExplanation } from './LineExplanation';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';

/** Printing shows the invoice alone. */
const printStyles = (
  <GlobalStyles styles={{ '@media print': { '.MuiAppBar-root, .RaSidebar-root, [data-print="hide"]': { display: 'none !important' }, '.RaLayout-content': { padding: '0 !important' }, body: { background: '#fff' } } }} />
);

function InvoiceView({ id }: { id: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const monthName = (month: string) => formatMonth(month, locale);
  const failure = useFailureNotice();
  const navigate = useNavigate();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const [explaining, setExplaining] = useState<InvoiceLine | null>(null);
  const phone = usePhone();
  useEffect(() => { invoiceApi.invoice(id).then(setInvoice, (error) => { failure(error); navigate('/app/reports/invoices'); }); }, [id, failure, navigate]);
  const close = useCallback(() => setExplaining(null), []);
  if (!invoice) return <Typography sx={{ mt: 2 }}>{translate('ledger.loading')}</Typography>;
  const kindOf = (line: InvoiceLine) => translate(`invoices.kinds.${line.kind}`) + (line.correctsMonth ? ` – ${translate('invoices.correction_for', { month: monthName(line.correctsMonth) })}` : '');
  const describe = (line: InvoiceLine) => [kindOf(line), line.locationName, line.productName].filter(Boolean).join(', ');
  const title = translate('invoices.invoice_title', { id: invoice.id, month: monthName(invoice.month) });
  return (
    <Box sx={{ mt: 2 }}>
      {printStyles}
      <Title title={title} />
      <Box data-print="hide" sx={{ display: 'flex', gap: 2, mb: 2 }}>
        <Button onClick={() => navigate('/app/reports/invoices')}>{translate('invoices.back')}</Button>
        <Button startIcon={<PrintIcon />} onClick={() => window.print()}>{translate('invoices.print')}</Button>
      </Box>
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <Typography>{invoice.customerName}{invoice.orgNumber ? ` · ${translate('invoices.org_number', { number: invoice.orgNumber })}` : ''}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('invoices.issued', { date: formatDate(invoice.issuedAt) })}
        {invoice.graceDays > 0 ? ` · ${translate('invoices.grace', { smart_count: invoice.graceDays })}` : ''}
      </Typography>
      {/* On a phone each line is a row whose press shows what it was computed from; the total under them. */}
      {phone ? (
        <Paper variant="outlined">
          <PhoneRows label={title} rows={invoice.lines.map((line) => ({
            key: line.id,
            primary: describe(line),
            secondary: [`${formatDate(line.fromDate)}–${formatDate(line.toDate)}`, translate(`invoices.units.${line.kind}`, { count: formatNumber(line.quantity, locale) }), formatOre(line.unitOre)],
            side: formatOre(line.amountOre),
            onOpen: () => setExplaining(line),
          }))} />
          <Typography fontWeight="bold" sx={{ p: 2, display: 'flex', justifyContent: 'space-between' }}>
            <span>{translate('invoices.total')}</span><span>{formatOre(invoice.totalOre)}</span>
          </Typography>
        </Paper>
      ) : (
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['kind', 'location', 'product', 'period', 'quantity', 'price', 'amount'].map((key) => (
                  <TableCell key={key} align={['quantity', 'price', 'amount'].includes(key) ? 'right' : 'left'}>{translate(`invoices.fields.${key}`)}</TableCell>
                ))}
                <TableCell data-print="hide" />
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{kindOf(line)}</TableCell>
                  <TableCell>{line.locationName}</TableCell>
                  <TableCell>{line.productName ?? ''}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(line.fromDate)}–{formatDate(line.toDate)}</TableCell>
                  <TableCell align="right">{translate(`invoices.units.${line.kind}`, { count: formatNumber(line.quantity, locale) })}</TableCell>
                  <TableCell align="right">{formatOre(line.unitOre)}</TableCell>
                  <TableCell align="right">{formatOre(line.amountOre)}</TableCell>
                  <TableCell data-print="hide">
                    <Button size="small" onClick={() => setExplaining(line)} aria-label={translate('invoices.show_basis_of', { line: describe(line) })}>{translate('invoices.basis')}</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableCell colSpan={6}><Typography fontWeight="bold">{translate('invoices.total')}</Typography></TableCell>
                <TableCell align="right"><Typography fontWeight="bold">{formatOre(invoice.totalOre)}</Typography></TableCell>
                <TableCell data-print="hide" />
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      </Paper>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('invoices.money_note')}</Typography>
      {explaining && <LineExplanation line={explaining} title={describe(explaining)} onClose={close} />}
    </Box>
  );
}

function InvoiceList() {
  const translate = useTranslate();
  const locale = useLocale();
  const monthName = (month: string) => formatMonth(month, locale);
  const failure = useFailureNotice();
  const navigate = useNavigate();
  const [rows, setRows] = useState<InvoiceRow[] | null>(null);
  const phone = usePhone();
  useEffect(() => { invoiceApi.list({ count: 100 }).then((page) => setRows(page.data), (error) => { setRows([]); failure(error); }); }, [failure]);
  const title = translate('routes.reports.invoices');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows label={title} rows={(rows ?? []).map((row) => ({
            key: row.id,
            primary: `${monthName(row.month)} · ${row.customerName}`,
            secondary: [`${translate('invoices.fields.number')} ${row.id}`, formatDate(row.issuedAt), translate('invoices.line_count', { smart_count: row.lineCount })],
            side: formatOre(row.totalOre),
            to: `/app/reports/invoices/${row.id}`,
          }))} />
        ) : (
        <TableContainer>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                {['month', 'customer', 'number', 'issued', 'lines', 'amount'].map((key) => (
                  <TableCell key={key} align={['lines', 'amount'].includes(key) ? 'right' : 'left'}>{translate(`invoices.fields.${key}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((row) => (
                <TableRow key={row.id}>
                  <TableCell>{monthName(row.month)}</TableCell>
                  <TableCell>{row.customerName}</TableCell>
                  <TableCell>{row.id}</TableCell>
                  <TableCell>{formatDate(row.issuedAt)}</TableCell>
                  <TableCell align="right">{row.lineCount}</TableCell>
                  <TableCell align="right">{formatOre(row.totalOre)}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => navigate(`/app/reports/invoices/${row.id}`)} aria-label={translate('invoices.open_named', { month: monthName(row.month), customer: row.customerName })}>
                      {translate('invoices.open')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        )}
        {rows?.length === 0 && <Typography sx={{ p: 2 }}>{translate('invoices.empty')}</Typography>}
      </Paper>
    </Box>
  );
}

export function InvoicesPage() {
  const id = useRouteId();
  return id === undefined ? <InvoiceList /> : <InvoiceView id={id} />;
}
