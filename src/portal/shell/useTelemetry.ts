import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportUncaughtErrors, track } from './telemetry';

/** Q01, Q16: uncaught errors, and a page view with its time on the page at each route change. */
export function useTelemetry() {
  const { pathname } = useLocation();
  const shown = useRef({ path: pathname, since: performance.now() });
  useEffect(() => reportUncaughtErrors(), []);
  useEffect(() => {
    const previous = shown.current;
    if (previous.path !== pathname) {
      // Q10: a page held an hour or more is not timed.
      const durationMs = Math.round(performance.now() - previous.since);
      track({ kind: 'pageView', path: previous.path, durationMs: durationMs < 3_600_000 ? durationMs : undefined });
    }
    shown.current = { path: pathname, since: performance.now() };
  }, [pathname]);
}
