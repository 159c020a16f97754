// The period counts are registered in now (F06), for the pages of section F.
import { useEffect, useState } from 'react';
import { inventoryApi } from './inventoryApi';

export type ActivePeriod = Awaited<ReturnType<typeof inventoryApi.periods>>[number];

/** undefined while loading; null when no period is active. */
export function useActivePeriod(): ActivePeriod | null | undefined {
  const [period, setPeriod] = useState<ActivePeriod | null | undefined>(undefined);
  useEffect(() => {
    inventoryApi.periods().then((periods) => setPeriod(periods.find((candidate) => candidate.active) ?? null), () => setPeriod(null));
  }, []);
  return period;
}
