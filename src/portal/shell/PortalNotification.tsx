import { Notification } from 'react-admin';

/** P10: how long a notification shows before it closes by itself (O04), whatever its kind. */
export const NOTICE_SHOWN_MS = 10_000;

/**
 * O02, O04: the failing call on the first line, the server's description below, closing by itself
 * after 10 seconds.
 */
export function PortalNotification() {
  return <Notification autoHideDuration={NOTICE_SHOWN_MS} multiLine sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }} />;
}
