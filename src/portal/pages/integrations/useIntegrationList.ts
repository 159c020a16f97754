// The list an integration page shows (issue 30), read on mount and again on demand. A list that cannot
// be read is shown empty beside the failure notice, not as loading for ever; at the operator, where
// these belong to a customer (forCustomersOnly), the page says why instead of a failure notice.
import { useCallback, useEffect, useState } from 'react';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { forCustomersOnly } from './integrationApi';

export function useIntegrationList<Row>(read: () => Promise<Row[]>) {
  const failure = useFailureNotice();
  const [rows, setRows] = useState<Row[] | null>(null);
  const [elsewhere, setElsewhere] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setRows(await read());
    } catch (error) {
      setRows([]);
      const reason = forCustomersOnly(error);
      if (reason) setElsewhere(reason);
      else failure(error);
    }
  }, [read, failure]);
  useEffect(() => { void load(); }, [load]);
  return { rows, elsewhere, load };
}
