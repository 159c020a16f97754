// Q10, Q11, Q16: a route change starts a page-view timer that stops when the new page has been drawn
// (the frame after it renders). The view waits at most 60 s to be drawn, and then goes untimed; a
// load of an hour or more (a tab in the background, whose frames and timers the browser holds back)
// goes untimed too. Clock, timers and frames are given, so the rules are tested with a fake clock.
import { TELEMETRY, type TelemetryEvent } from './telemetryClient';

export interface PageViewClock {
  now(): number;
  setTimer(work: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  /** Runs the work when the next frame is drawn. */
  nextFrame(work: () => void): unknown;
  cancelFrame(frame: unknown): void;
}

/** Times the view of `path` and hands it to `done` once; the returned function stops it unsent (the route changed again). */
export function startPageView(path: string, clock: PageViewClock, done: (view: TelemetryEvent) => void): () => void {
  const started = clock.now();
  let finished = false;
  const finish = (drawn: boolean) => {
    if (finished) return;
    finished = true;
    stop();
    const durationMs = Math.round(clock.now() - started);
    done({ kind: 'pageView', path, durationMs: drawn && durationMs < TELEMETRY.pageLoadIgnoredMs ? durationMs : undefined });
  };
  const frame = clock.nextFrame(() => finish(true));
  const timer = clock.setTimer(() => finish(false), TELEMETRY.pageViewWaitMs);
  function stop() {
    clock.cancelFrame(frame);
    clock.clearTimer(timer);
  }
  return () => {
    finished = true;
    stop();
  };
}

/** The browser's clock, timers and frames. */
export const browserPageViewClock: PageViewClock = {
  now: () => performance.now(),
  setTimer: (work, ms) => setTimeout(work, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  nextFrame: (work) => requestAnimationFrame(work),
  cancelFrame: (frame) => cancelAnimationFrame(frame as number),
};
