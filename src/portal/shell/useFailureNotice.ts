// O01, O02: a failed call is notified with the call's name as title and the server's description as
// body (the generic text when it gives none), as the data provider's failures are.
import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../data/api';

export function useFailureNotice(): (error: unknown) => void {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback((error: unknown) => {
    notify(error instanceof ApiError ? `${error.call}\n${error.description || translate('app.no_description')}` : 'ra.notification.http_error', { type: 'error' });
  }, [notify, translate]);
}
