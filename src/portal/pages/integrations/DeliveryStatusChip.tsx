// A delivery's status as a chip: waiting (another attempt is due), delivered, or given up.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeliveryStatus } from './integrationApi';

const STATUS_COLOR = { pending: 'warning', delivered: 'success', failed: 'error' } as const;

export function DeliveryStatusChip({ status }: { status: DeliveryStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={translate(`integrations.deliveries.status.${status}`)} />;
}
