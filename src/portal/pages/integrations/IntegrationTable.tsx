// An integration page's table (issue 30): a bar while its rows load, a sentence when there are none,
// the columns' headings, then a row each as the page draws it.
import type { ReactNode } from 'react';
import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, type SxProps } from '@mui/material';
import { LoadingBar } from '../../shell/LoadingBar';

export function IntegrationTable<Row>({ rows, label, empty, columns, sx, children }: {
  rows: Row[] | null; label: string; empty: string; columns: string[]; sx?: SxProps; children: (row: Row) => ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={sx}>
      <LoadingBar loading={rows === null} />
      {rows?.length === 0 && <Typography sx={{ p: 2 }}>{empty}</Typography>}
      {rows && rows.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>{columns.map((column, index) => <TableCell key={index}>{column}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>{rows.map(children)}</TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
