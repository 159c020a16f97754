// Q10, Q11, Q16: a page view is timed from the route change to the frame that draws the new page;
// not drawn within 60 s it goes untimed, and a load of an hour or more is not timed either.
import { describe, expect, it } from 'vitest';
import { startPageView, type PageViewClock } from '../../src/portal/shell/pageViewTimer';
import type { TelemetryEvent } from '../../src/portal/shell/telemetryClient';

/** A clock whose timers and frames run only when the test says so. */
function fakeClock() {
  let now = 0;
  const timers = new Map<number, { at: number; work: () => void }>();
  const frames = new Map<number, () => void>();
  let next = 1;
  const clock: PageViewClock = {
    now: () => now,
    setTimer: (work, ms) => { timers.set(next, { at: now + ms, work }); return next++; },
    clearTimer: (id) => { timers.delete(id as number); },
    nextFrame: (work) => { frames.set(next, work); return next++; },
    cancelFrame: (id) => { frames.delete(id as number); },
  };
  return {
    clock,
    /** Time passes; the timers due run (a background tab holds them back: `holdTimers`). */
    advance(ms: number, { holdTimers = false } = {}) {
      now += ms;
      if (holdTimers) return;
      for (const [id, timer] of [...timers]) if (timer.at <= now) { timers.delete(id); timer.work(); }
    },
    draw() { for (const [id, work] of [...frames]) { frames.delete(id); work(); } },
    pending: () => timers.size + frames.size,
  };
}

describe('the page-view timer', () => {
  it('times the view until the new page is drawn, and sends it once', () => {
    const fake = fakeClock();
    const views: TelemetryEvent[] = [];
    startPageView('/app/orders/orders', fake.clock, (view) => views.push(view));
    fake.advance(240);
    fake.draw();
    fake.advance(60_000);
    expect(views).toEqual([{ kind: 'pageView', path: '/app/orders/orders', durationMs: 240 }]);
    expect(fake.pending()).toBe(0);
  });

  it('Q11: waits up to 60 s for the page to be drawn, then sends the view untimed', () => {
    const fake = fakeClock();
    const views: TelemetryEvent[] = [];
    startPageView('/app/home', fake.clock, (view) => views.push(view));
    fake.advance(59_999);
    expect(views).toEqual([]);
    fake.advance(1);
    expect(views).toEqual([{ kind: 'pageView', path: '/app/home', durationMs: undefined }]);
    fake.draw();
    expect(views).toHaveLength(1);
  });

  it('Q10: a load of an hour or more is not timed', () => {
    const fake = fakeClock();
    const views: TelemetryEvent[] = [];
    startPageView('/app/home', fake.clock, (view) => views.push(view));
    // A tab in the background: the browser holds its timer back, and the page is drawn when it is shown again.
    fake.advance(3_600_000, { holdTimers: true });
    fake.draw();
    expect(views).toEqual([{ kind: 'pageView', path: '/app/home', durationMs: undefined }]);
    const timed: TelemetryEvent[] = [];
    const other = fakeClock();
    startPageView('/app/home', other.clock, (view) => timed.push(view));
    other.advance(3_599_999, { holdTimers: true });
    other.draw();
    expect(timed[0].durationMs).toBe(3_599_999);
  });

  it('Q16: a route changed again before the page was drawn sends nothing for it', () => {
    const fake = fakeClock();
    const views: TelemetryEvent[] = [];
    const stop = startPageView('/app/home', fake.clock, (view) => views.push(view));
    fake.advance(50);
    stop();
    fake.draw();
    fake.advance(60_000);
    expect(views).toEqual([]);
    expect(fake.pending()).toBe(0);
  });
});
