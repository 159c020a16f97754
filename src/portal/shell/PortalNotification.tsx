import { Notification } from 'react-admin';

/**
 * O02, O04: the failing call on the first line, the server's description below, closing by itself
 * after 10 seconds.
 */
export function PortalNotification() {
  return <Notification autoHideDuration={10_000} multiLine sx={{ '& .MuiSnackbarContent-message': { whiteSpace: 'pre-line' } }} />;
}
