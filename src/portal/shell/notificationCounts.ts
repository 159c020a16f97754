// The menu's notification counts (B27–B34): one call for all six, read while anything shows them,
// again every 10 minutes (B27) and shortly after each of the user's own writes. A failed read keeps
// the last counts and says nothing (the counts only point the way).
import { useSyncExternalStore } from 'react';
import type { AccessContext } from '../../domain/access';
import { COUNT_REFRESH_MS, LEDGER_COUNTS, TICKET_COUNT_ROUTE, type CountName } from '../../domain/ledger/counts';
import { isSupportAgent } from '../../domain/support';
import { api } from '../data/api';
import { arrivedEarly, getEarly } from '../data/early';
import { NOTIFICATION_COUNTS } from '../pages/home/homeApi';
import { onWrite } from '../data/writes';
import { widgetFilter, widgetListPath } from '../pages/support/widgetFilter';

export type NotificationCounts = Record<CountName | 'tickets', number>;

/** Writes that change no count: telemetry, signing in and out. */
const QUIET_WRITES = /^\/api\/(telemetry|login|logout)/;
/** Several writes of one save are read once. */
const AFTER_WRITE_MS = 300;

let counts: NotificationCounts | null = null;
/** The counts were drawn first from the home page's early call (data/early.ts): no second read at once. */
let drawnEarly = false;
const listeners = new Set<() => void>();
let stop: (() => void) | null = null;

function load(call: (path: string) => Promise<{ data: NotificationCounts }> = (path) => api<NotificationCounts>('GET', path)) {
  call(NOTIFICATION_COUNTS).then((response) => {
    counts = response.data;
    for (const listener of listeners) listener();
  }, () => undefined);
}

function start() {
  if (drawnEarly) drawnEarly = false;
  else load(getEarly<NotificationCounts>);
  const timer = setInterval(load, COUNT_REFRESH_MS);
  let pending: ReturnType<typeof setTimeout> | undefined;
  const stopWrites = onWrite((_method, path) => {
    if (QUIET_WRITES.test(path)) return;
    clearTimeout(pending);
    pending = setTimeout(load, AFTER_WRITE_MS);
  });
  return () => { clearInterval(timer); clearTimeout(pending); stopWrites(); };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!stop) stop = start();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && stop) {
      stop();
      stop = null;
    }
  };
}

function snapshot(): NotificationCounts | null {
  if (counts === null) {
    counts = (arrivedEarly(NOTIFICATION_COUNTS)?.[0].data as NotificationCounts | undefined) ?? null;
    drawnEarly = counts !== null;
  }
  return counts;
}

export function useNotificationCounts(): NotificationCounts | null {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * Where a badge leads (issue 27): its list with the same filter its count has, so the list shows
 * exactly the rows counted; the tickets' list with the tickets widget's filter (D09).
 */
export function badgeTarget(path: string, name: CountName | 'tickets', access: AccessContext): string {
  if (name === 'tickets') return widgetListPath(widgetFilter(isSupportAgent(access.user), access.location.id));
  return `/app/${path}?waiting=${name}`;
}

/** The count a list was opened on from its badge (?waiting=<name>), if any. */
export function waitingOf(params: URLSearchParams): CountName | undefined {
  const name = params.get('waiting');
  return name !== null && name in LEDGER_COUNTS ? name as CountName : undefined;
}

/** Menu route (under /app) → the count shown on it. */
export function countsByRoute(current: NotificationCounts | null): Map<string, { name: CountName | 'tickets'; count: number }> {
  const byRoute = new Map<string, { name: CountName | 'tickets'; count: number }>();
  if (!current) return byRoute;
  for (const name of Object.keys(LEDGER_COUNTS) as CountName[]) byRoute.set(LEDGER_COUNTS[name].route, { name, count: current[name] });
  byRoute.set(TICKET_COUNT_ROUTE, { name: 'tickets', count: current.tickets });
  return byRoute;
}
