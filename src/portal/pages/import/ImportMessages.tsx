// E11: an import file's errors, and apart from them its warnings, each with its row and column, as a
// table a screen reader reads cell by cell with its heading.
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useLocale, useTranslate } from 'react-admin';
import type { ImportMessage } from './importApi';

export function ImportMessages({ kind, messages, count }: { kind: 'errors' | 'warnings'; messages: ImportMessage[]; count: number }) {
  const translate = useTranslate();
  const locale = useLocale();
  if (count === 0) return null;
  const titleId = `import-${kind}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h2" color={kind === 'errors' ? 'error' : 'warning.main'}>
        {translate(`import.${kind}_title`)} ({count.toLocaleString(locale)})
      </Typography>
      {kind === 'warnings' && <Typography variant="body2" sx={{ mb: 1 }}>{translate('import.warnings_intro')}</Typography>}
      {messages.length < count && (
        <Typography variant="body2" sx={{ mb: 1 }}>{translate('import.shown_of', { shown: messages.length.toLocaleString(locale), count: count.toLocaleString(locale) })}</Typography>
      )}
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-labelledby={titleId}>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: { md: 70 } }}>{translate('import.row')}</TableCell>
              <TableCell scope="col" sx={{ width: { md: 260 } }}>{translate('import.column')}</TableCell>
              <TableCell scope="col">{translate('import.text')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {messages.map((message, index) => (
              <TableRow key={index}>
                <TableCell>{message.row ?? translate('import.whole_file')}</TableCell>
                <TableCell>{message.column ? `${message.column} – ${message.heading}` : ''}</TableCell>
                <TableCell>{message.text}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
