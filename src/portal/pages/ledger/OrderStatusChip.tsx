// E18: a transaction's status as a chip with the status's name, coloured by what is left to do.
import { Chip } from '@mui/material';
import { TransactionStatus as S } from '../../../domain/ledger/statuses';

const colour = (status: number) => {
  if (status === S.Confirmed) return 'success' as const;
  if (status === S.NotAgreed) return 'error' as const;
  if (status === S.Sent || status === S.WaitForSort) return 'warning' as const;
  if (status === S.Cancelled || status === S.Replaced) return 'default' as const;
  return 'info' as const;
};

export function OrderStatusChip({ status, name }: { status: number; name?: string | null }) {
  return <Chip size="small" color={colour(status)} variant={status === S.Draft ? 'outlined' : 'filled'} label={name ?? String(status)} />;
}
