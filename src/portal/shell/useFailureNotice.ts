// O01, O02: a failed call is notified with the call's name as title and the server's description as
// body (the generic text when it gives none), as the data provider's failures are. Where the spec
// gives a failure its own text (O13 order load, O14 order save, O15 comment, O19 logo removal), that
// text is the title.
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../data/api';

export function useFailureNotice(): (error: unknown, heading?: string) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback((error: unknown, heading?: string) => {
    if (!(error instanceof ApiError)) {
      notify(heading ?? 'ra.notification.http_error', { type: 'error' });
      return;
    }
    notify(`${heading ?? error.call}\n${error.description || translate('app.no_description')}`, { type: 'error' });
  }, [notify, translate]);
}
