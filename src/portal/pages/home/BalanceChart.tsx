// D06: a product's month-end balance over the last 12 months as a small line. Loaded on its own
// (the chart library is large), after the stock table has drawn.
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ProductBalances } from './homeApi';

export default function BalanceChart({ months, monthLabel, quantityLabel }: {
  months: ProductBalances['months'];
  monthLabel: (month: string) => string;
  quantityLabel: (quantity: number) => string;
}) {
  return (
    <SparkLineChart
      data={months.map((month) => month.quantity)}
      xAxis={{ scaleType: 'band', data: months.map((month) => month.month), valueFormatter: (month: string) => monthLabel(month) }}
      valueFormatter={(value) => (value === null ? '' : quantityLabel(value))}
      height={36}
      width={120}
      showTooltip
      showHighlight
      curve="linear"
      margin={2}
    />
  );
}
