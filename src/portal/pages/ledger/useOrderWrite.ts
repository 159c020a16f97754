// A registration dialog's writes: busy while one runs, changed once one landed (the list reads again
// when the dialog closes), and a stale version (O25) shows the reload notice. A failed write is
// notified with the spec's text for an order not saved (O14) above the server's reason.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';

export function useOrderWrite() {
  const failure = useFailureNotice();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [changed, setChanged] = useState(false);
  const write = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      setChanged(true);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'order-modified') setStale(true);
      failure(error, translate('ledger.errors.save'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, stale, setStale, changed, setChanged, write, failure };
}
