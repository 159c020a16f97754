// What every report page shares (section G): its heading, the form it runs from, a bar while it runs,
// the warning that a too long range was shortened (G10), the sentence when it found nothing, and its
// table in a frame.
import type { ComponentProps, ReactNode } from 'react';
import { Alert, Box, LinearProgress, Paper, Table, TableContainer, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { ReportRange } from './ReportRange';

export function ReportPage({ title, rangeProps, dates, clamped, empty, emptyText = 'reports.no_data', children }: {
  title: string;
  rangeProps: ComponentProps<typeof ReportRange>;
  dates?: boolean;
  clamped?: boolean;
  /** Ran and found nothing; the page shows its children only when it has something. */
  empty: boolean;
  emptyText?: string;
  children?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <ReportRange {...rangeProps} dates={dates} />
      <Box sx={{ height: 4, mb: 1 }}>{rangeProps.busy && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
      {clamped && <Alert severity="warning" sx={{ mb: 2 }}>{translate('reports.too_long')}</Alert>}
      {empty ? <Typography>{translate(emptyText)}</Typography> : children}
    </Box>
  );
}

/** A report's rows: a small table named by the report, in an outlined frame. */
export function ReportTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>{children}</Table>
      </TableContainer>
    </Paper>
  );
}
