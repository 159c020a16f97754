import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TELEMETRY } from './telemetryClient';
import { flushTelemetry, reportUncaughtErrors, track } from './telemetry';

/**
 * Q01, Q10, Q11, Q16: uncaught errors; at each route change a page-view timer starts and stops when
 * the new page has been drawn (the frame after it renders), waiting at most 60 s (then the view is sent
 * untimed); a load of an hour or more is not timed; the view then goes at once.
 */
export function useTelemetry() {
  const { pathname } = useLocation();
  const started = useRef(performance.now());
  useEffect(() => reportUncaughtErrors(), []);
  useEffect(() => {
    started.current = performance.now();
    let done = false;
    const finish = (timed: boolean) => {
      if (done) return;
      done = true;
      const durationMs = Math.round(performance.now() - started.current);
      track({ kind: 'pageView', path: pathname, durationMs: timed && durationMs < TELEMETRY.pageLoadIgnoredMs ? durationMs : undefined });
      flushTelemetry();
    };
    const frame = requestAnimationFrame(() => finish(true));
    const timeout = setTimeout(() => finish(false), TELEMETRY.pageViewWaitMs);
    return () => { cancelAnimationFrame(frame); clearTimeout(timeout); };
  }, [pathname]);
}
