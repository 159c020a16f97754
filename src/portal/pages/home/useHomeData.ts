// Loading a home widget's data: read when the page opens, or drawn at once from rows asked for early
// (homeApi.ts), and given a period, again every period; a failure either empties the widget quietly
// (O40) or is notified (O01, O02).
import { useEffect, useRef, useState } from 'react';
import { useFailureNotice } from '../../shell/useFailureNotice';

export function useHomeData<T>(read: () => Promise<T>, empty: T, options: { refreshMs?: number; quiet?: boolean; key?: unknown; arrived?: () => T | undefined } = {}): { data: T; loading: boolean } {
  const notice = useFailureNotice();
  // Rows that have arrived already (asked for early, homeApi.ts) are drawn at once, with no skeleton first.
  const [state, setState] = useState<{ data: T; loading: boolean }>(() => {
    const arrived = options.arrived?.();
    return arrived === undefined ? { data: empty, loading: true } : { data: arrived, loading: false };
  });
  const drawnFromArrived = useRef(!state.loading);
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
    if (drawnFromArrived.current) drawnFromArrived.current = false;
    else void load();
    const timer = options.refreshMs ? setInterval(load, options.refreshMs) : undefined;
    return () => { current = false; clearInterval(timer); };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.key]);
  return state;
}
