// The dialog a record opens in over its list, in the width its definition names (B16, B17); on a phone
// the whole screen, its form's save bar at the bottom (theme.ts).
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import type { DialogWidth } from '../../../resources/definition';
import { usePhone } from '../shell/usePhone';

/** B17: narrow and wide dialogs sit at the top with a fixed height; centered ones in the middle. */
const widths: Record<DialogWidth, { maxWidth: 'sm' | 'lg' | false; top: boolean; fixedHeight: boolean; fullScreen?: boolean }> = {
  narrow: { maxWidth: 'sm', top: true, fixedHeight: true },
  'narrow-centered': { maxWidth: 'sm', top: false, fixedHeight: true },
  'narrow-centered-dynamic-height': { maxWidth: 'sm', top: false, fixedHeight: false },
  wide: { maxWidth: 'lg', top: true, fixedHeight: true },
  'wide-centered': { maxWidth: 'lg', top: false, fixedHeight: false },
  full: { maxWidth: false, top: true, fixedHeight: true, fullScreen: true },
};

export function RecordDialog({ width, title, onClose, children }: { width: DialogWidth; title: ReactNode; onClose: () => void; children: ReactNode }) {
  const translate = useTranslate();
  const layout = widths[width];
  const phone = usePhone();
  const fullScreen = layout.fullScreen || phone;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth={layout.maxWidth} fullScreen={fullScreen} scroll="paper" aria-labelledby="record-dialog-title"
      data-width={width}
      sx={{
        '& .MuiDialog-container': { alignItems: layout.top ? 'flex-start' : 'center' },
        '& .MuiDialog-paper': layout.fixedHeight && !fullScreen ? { height: '88vh' } : {},
      }}>
      <DialogTitle id="record-dialog-title" sx={{ pr: 6 }}>
        {title}
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}><CloseIcon /></IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ p: 0 }}>{children}</DialogContent>
    </Dialog>
  );
}
