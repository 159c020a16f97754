import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { browserPageViewClock, startPageView } from './pageViewTimer';
import { flushTelemetry, reportUncaughtErrors, track } from './telemetry';

/**
 * Q01, Q10, Q11, Q16: uncaught errors; at each route change a page-view timer starts and stops when
 * the new page has been drawn (pageViewTimer.ts); the view then goes at once.
 */
export function useTelemetry() {
  const { pathname } = useLocation();
  useEffect(() => reportUncaughtErrors(), []);
  useEffect(() => startPageView(pathname, browserPageViewClock, (view) => {
    track(view);
    flushTelemetry();
  }), [pathname]);
}
