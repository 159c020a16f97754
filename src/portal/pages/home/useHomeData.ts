// Loading a home widget's data: read when the page opens (and, given a period, again every period);
// a failure either empties the widget quietly (O40) or is notified (O01, O02).
import { useEffect, useState } from 'react';
import { useFailureNotice } from '../../shell/useFailureNotice';

export function useHomeData<T>(read: () => Promise<T>, empty: T, options: { refreshMs?: number; quiet?: boolean; key?: unknown } = {}): { data: T; loading: boolean } {
  const notice = useFailureNotice();
  const [state, setState] = useState<{ data: T; loading: boolean }>({ data: empty, loading: true });
  useEffect(() => {
    let current = true;
    const load = () => read().then(
      (data) => current && setState({ data, loading: false }),
      (error: unknown) => {
        if (!current) return;
        setState({ data: empty, loading: false });
        if (!options.quiet) notice(error);
      },
    );
    void load();
    const timer = options.refreshMs ? setInterval(load, options.refreshMs) : undefined;
    return () => { current = false; clearInterval(timer); };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.key]);
  return state;
}
