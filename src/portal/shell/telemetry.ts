// Q01, Q02, Q16, O42: uncaught errors and page views go to the server's logs, batched every
// 100 ms; the user sees nothing of it and a failed send is dropped, never retried into a loop.
import { api } from '../data/api';

interface TelemetryEvent { kind: 'exception' | 'pageView'; path: string; message?: string; stack?: string; durationMs?: number }

const BATCH_INTERVAL_MS = 100;
const MAX_BATCH = 50;
let queue: TelemetryEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  timer = undefined;
  const batch = queue.slice(0, MAX_BATCH);
  queue = queue.slice(MAX_BATCH);
  if (batch.length) api('POST', '/api/telemetry', { body: { events: batch } }).catch(() => undefined);
  if (queue.length) timer = setTimeout(flush, BATCH_INTERVAL_MS);
}

export function track(event: TelemetryEvent) {
  queue.push({ ...event, path: event.path.slice(0, 500), message: event.message?.slice(0, 2000), stack: event.stack?.slice(0, 8000) });
  timer ??= setTimeout(flush, BATCH_INTERVAL_MS);
}

/** Reports uncaught errors and rejected promises from now on. */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => track({ kind: 'exception', path: location.pathname, message: event.message, stack: event.error?.stack });
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason = event.reason as { message?: string; stack?: string } | undefined;
    track({ kind: 'exception', path: location.pathname, message: reason?.message ?? String(event.reason), stack: reason?.stack });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
