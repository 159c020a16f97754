// The frame of a flow's dialog (orders, deliveries, external and shop transactions, tickets …): a title
// with its status, a progress line, the content that scrolls, and the action bar under it, which never
// scrolls away, so the dialog's primary action is always in sight (issue 28). On a phone the dialog
// takes the whole screen.
import type { ReactNode } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, type Breakpoint } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePhone } from './usePhone';

export function FlowDialog({ titleId, title, status, loading, onClose, actions, children, maxWidth = 'md' }: {
  titleId: string; title: ReactNode;
  /** A chip beside the title. */
  status?: ReactNode;
  loading?: boolean;
  onClose: () => void;
  /** The action bar: the primary action last, as the dialogs do. */
  actions: ReactNode;
  children: ReactNode;
  maxWidth?: Breakpoint;
}) {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <Dialog open fullWidth maxWidth={maxWidth} fullScreen={phone} scroll="paper" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box component="span" sx={{ flexGrow: 1 }}>{title}</Box>
        {status}
      </DialogTitle>
      <Box sx={{ height: 4, flexShrink: 0 }}>{loading && <LinearProgress aria-label={translate('ledger.loading')} />}</Box>
      <DialogContent dividers>{children}</DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: { xs: 2, sm: 3 }, py: 1.5 }}>{actions}</DialogActions>
    </Dialog>
  );
}
