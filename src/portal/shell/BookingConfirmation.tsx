// A booking that cannot be undone asks first, saying what it will post (issue 28): the quantities per
// product, then the user's yes or no. The question's own button names the booking.
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface BookedRow { key: string | number; name: string; quantity: string; note?: string }

export function BookingConfirmation({ title, text, rows, columns, confirmLabel, busy, onConfirm, onCancel }: {
  title: string; text: string; rows: BookedRow[];
  /** Headings of the product, quantity and (when rows carry one) note columns. */
  columns: [string, string, string?];
  confirmLabel: string; busy?: boolean; onConfirm: () => void; onCancel: () => void;
}) {
  const translate = useTranslate();
  const noted = rows.some((row) => row.note);
  return (
    <Dialog open onClose={onCancel} maxWidth="sm" fullWidth aria-labelledby="booking-confirmation-title">
      <DialogTitle id="booking-confirmation-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>{text}</DialogContentText>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{columns[0]}</TableCell>
              <TableCell align="right">{columns[1]}</TableCell>
              {noted && <TableCell align="right">{columns[2]}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableCell>{row.name}</TableCell>
                <TableCell align="right">{row.quantity}</TableCell>
                {noted && <TableCell align="right">{row.note}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{translate('ledger.actions.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
