// The deliveries a valid file will register, a page at a time (the browser never holds the file's
// 50,000 rows): receiver, date, type, Best.nr., Følgenr., lines and quantity, with the first row.
import { useEffect, useState } from 'react';
import { Box, LinearProgress, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { ListPaging } from '../common/ListPaging';
import { useLocale, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/numbers';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { importApi, type PreviewDelivery } from './importApi';

export function ImportPreview({ fileId, total }: { fileId: number; total: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  const failure = useFailureNotice();
  const [page, setPage] = useState({ index: 0, size: 25 });
  const [rows, setRows] = useState<PreviewDelivery[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    importApi.deliveries(fileId, page.index * page.size, page.size)
      .then((answer) => { if (current) setRows(answer.rows); }, failure)
      .finally(() => { if (current) setLoading(false); });
    return () => { current = false; };
  }, [fileId, page, failure]);

  const field = (key: string) => translate(`ledger.fields.${key}`);
  return (
    <Box component="section" aria-labelledby="import-preview-title" sx={{ mt: 3 }}>
      <Typography id="import-preview-title" variant="h6" component="h2">{translate('import.preview_title')} ({formatNumber(total, locale)})</Typography>
      {loading && <LinearProgress aria-label={translate('import.preview_title')} />}
      <TableContainer>
        <Table size="small" aria-labelledby="import-preview-title">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{translate('import.row')}</TableCell>
              <TableCell scope="col">{field('receiver')}</TableCell>
              <TableCell scope="col">{field('transactionDate')}</TableCell>
              <TableCell scope="col">{field('type')}</TableCell>
              <TableCell scope="col">{field('senderReference')}</TableCell>
              <TableCell scope="col">{field('receiverReference')}</TableCell>
              <TableCell scope="col" align="right">{translate('import.lines')}</TableCell>
              <TableCell scope="col" align="right">{field('quantity')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.deliveryNo}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.locationNameTo} ({row.locationIdTo})</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.transactionDate}</TableCell>
                <TableCell>{row.typeName}</TableCell>
                <TableCell>{row.senderReference ?? ''}</TableCell>
                <TableCell>{row.receiverReference ?? ''}</TableCell>
                <TableCell align="right">{row.lineCount}</TableCell>
                <TableCell align="right">{formatNumber(row.quantity, locale)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPaging total={total} page={page} setPage={setPage} />
    </Box>
  );
}
