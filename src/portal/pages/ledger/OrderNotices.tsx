// What an order's dialog says above its form: another user changed it since it was read (O25), or it
// is only to be read here.
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export function OrderNotices({ stale, readOnly, onReload }: { stale: boolean; readOnly?: boolean; onReload?: () => void }) {
  const translate = useTranslate();
  return (
    <>
      {stale && (
        <Alert severity="warning" sx={{ mb: 2 }} action={onReload && <Button color="inherit" size="small" onClick={onReload}>{translate('ledger.actions.reload')}</Button>}>
          {translate('ledger.notices.modified')}
        </Alert>
      )}
      {readOnly && <Alert severity="info" sx={{ mb: 2 }}>{translate('ledger.notices.read_only')}</Alert>}
    </>
  );
}
