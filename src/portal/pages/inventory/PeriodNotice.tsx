// Which counting period a page works in, or that none is active (F06).
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../../domain/dates';
import type { ActivePeriod } from './usePeriod';

export function PeriodNotice({ period, none }: { period: ActivePeriod | null | undefined; none: string }) {
  const translate = useTranslate();
  if (period === undefined) return null;
  if (period === null) return <Alert severity="info" sx={{ mb: 2 }}>{translate(none)}</Alert>;
  return (
    <Alert severity="info" icon={false} sx={{ mb: 2 }}>
      {translate('inventory.period', { name: period.name, from: formatDate(period.controlFrom), to: formatDate(period.controlTo) })}
    </Alert>
  );
}
