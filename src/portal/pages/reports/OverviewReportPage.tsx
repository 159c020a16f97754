// reports/overview (G01): the carriers of the location or customer at a glance over the range: the
// month-end balance of each product, what came in and went out each month, and the open disputes and
// missing registrations; drawn with the home page's charting library. Each chart has its figures in a
// table beside it for screen readers.
import { Box, Card, CardContent, Paper, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLocale, useTranslate } from 'react-admin';
import { formatMonth, poolToday } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { rangeOf } from '../../../domain/reports/ranges';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { reportApi } from './reportApi';
import { initialRange, useReportRun, type RangeValue } from './ReportRange';
import { ReportPage } from './ReportPage';

interface Overview {
  products: Array<{ id: number; name: string }>;
  months: Array<{ month: string; balances: Record<string, number>; incoming: number; outgoing: number }>;
  disputes: number;
  missing: number;
}

/** Last year: the months of a year are what an overview shows best. */
const lastYear = (locationId: number): RangeValue => ({ ...initialRange(locationId), choice: 'lastYear', ...(({ from, to }) => ({ dateLower: from, dateUpper: to }))(rangeOf('lastYear', poolToday())) });

export function OverviewReportPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const monthLabel = (month: string) => formatMonth(month, locale, 'short');
  // Quantities on the axis as the tables write them (P19: "60 000" in nb-NO), in a width they fit.
  const quantityAxis = { valueFormatter: (value: number) => formatNumber(value, locale), width: 'auto' as const };
  const { answer, rangeProps } = useReportRun(
    async (range, reach) => (await reportApi.run<never>('overview', range, reach)) as unknown as { clamped: boolean; dateLower: string; dateUpper: string; overview: Overview },
    lastYear,
  );
  const overview = answer?.overview ?? null;
  const clamped = answer?.clamped ?? false;
  const title = translate('routes.reports.overview');
  const labels = overview?.months.map((month) => monthLabel(month.month)) ?? [];
  const moved = overview?.months.some((month) => month.incoming || month.outgoing) ?? false;
  const held = overview?.products.filter((product) => overview.months.some((month) => month.balances[product.id])) ?? [];
  return (
    <ReportPage title={title} rangeProps={rangeProps} clamped={clamped} empty={overview !== null && !moved && held.length === 0}>
      {overview && (moved || held.length > 0) && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          <Box sx={{ display: 'flex', gap: 2, gridColumn: { lg: '1 / span 2' } }}>
            <Card variant="outlined" sx={{ flex: 1 }}><CardContent><Typography variant="h4" component="p">{overview.disputes}</Typography><Typography>{translate('reports.overview.disputes')}</Typography></CardContent></Card>
            <Card variant="outlined" sx={{ flex: 1 }}><CardContent><Typography variant="h4" component="p">{overview.missing}</Typography><Typography>{translate('reports.overview.missing')}</Typography></CardContent></Card>
          </Box>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="overview-balance">
            <Typography id="overview-balance" variant="h6" component="h2">{translate('reports.overview.balance')}</Typography>
            <Box aria-hidden>
              <LineChart height={320} xAxis={[{ scaleType: 'point', data: labels }]} yAxis={[quantityAxis]} margin={{ right: 24 }}
                series={held.map((product) => ({ label: product.name, data: overview.months.map((month) => month.balances[product.id] ?? 0), showMark: false }))} />
            </Box>
            <Box sx={visuallyHidden}><table>
              <caption>{translate('reports.overview.balance')}</caption>
              <thead><tr><th>{translate('reports.overview.month')}</th>{held.map((product) => <th key={product.id}>{product.name}</th>)}</tr></thead>
              <tbody>{overview.months.map((month) => <tr key={month.month}><th>{monthLabel(month.month)}</th>{held.map((product) => <td key={product.id}>{month.balances[product.id] ?? 0}</td>)}</tr>)}</tbody>
            </table></Box>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="overview-moved">
            <Typography id="overview-moved" variant="h6" component="h2">{translate('reports.overview.moved')}</Typography>
            <Box aria-hidden>
              <BarChart height={320} xAxis={[{ scaleType: 'band', data: labels }]} yAxis={[quantityAxis]} margin={{ right: 24 }}
                series={[{ label: translate('reports.overview.incoming'), data: overview.months.map((month) => month.incoming) }, { label: translate('reports.overview.outgoing'), data: overview.months.map((month) => month.outgoing) }]} />
            </Box>
            <Box sx={visuallyHidden}><table>
              <caption>{translate('reports.overview.moved')}</caption>
              <thead><tr><th>{translate('reports.overview.month')}</th><th>{translate('reports.overview.incoming')}</th><th>{translate('reports.overview.outgoing')}</th></tr></thead>
              <tbody>{overview.months.map((month) => <tr key={month.month}><th>{monthLabel(month.month)}</th><td>{month.incoming}</td><td>{month.outgoing}</td></tr>)}</tbody>
            </table></Box>
          </Paper>
        </Box>
      )}
    </ReportPage>
  );
}
