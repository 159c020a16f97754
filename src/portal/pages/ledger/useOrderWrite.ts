// A registration dialog's writes: busy while one runs, changed once one landed (the list reads again
// when the dialog closes), and a stale version (O25) shows the reload notice.
import { useState } from 'react';
import { ApiError } from '../../data/api';
import { useFailureNotice } from '../../shell/useFailureNotice';

export function useOrderWrite() {
  const failure = useFailureNotice();
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
      failure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, stale, setStale, changed, setChanged, write, failure };
}
