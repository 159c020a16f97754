// What every report page shares (section G): its heading, the form it runs from, a bar while it runs,
// the warning that a too long range was shortened (G10), the sentence when it found nothing, and its
// table in a frame.
import type { ComponentProps, ReactNode } from 'react';
import { Alert, Box, Paper, Table, TableContainer, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { LoadingBar } from '../../shell/LoadingBar';
import { ReportRange } from './ReportRange';

export function ReportPage({ title, rangeProps, clamped, empty, emptyText = 'reports.no_data', children }: {
  title: string;
  /** The range form's own props (useReportRun), `dates: false` for a report of no dates. */
  rangeProps: ComponentProps<typeof ReportRange>;
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
      <ReportRange {...rangeProps} />
      <LoadingBar loading={rangeProps.busy} sx={{ mb: 1 }} />
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
