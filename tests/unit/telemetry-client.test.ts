// Section Q with a fake clock: batching, sizes, buffers, back-off, partial success, redirects, the
// page going, sessions, the user id and the calls per page view.
import { beforeEach, describe, expect, it } from 'vitest';
import { TELEMETRY, TelemetryClient, type Sent, type TelemetryDeps, type TelemetryEvent } from '../../src/portal/shell/telemetryClient';

class FakeWorld {
  time = 1_000_000;
  timers: Array<{ at: number; work: () => void; id: number }> = [];
  sends: Array<{ endpoint: string; events: TelemetryEvent[]; at: number }> = [];
  beacons: Array<{ endpoint: string; events: TelemetryEvent[] }> = [];
  answers: Sent[] = [];
  stored: TelemetryEvent[] = [];
  cookies = new Map<string, { value: string; maxAge: number }>();
  ids = 0;
  deps: TelemetryDeps = {
    now: () => this.time,
    setTimer: (work, ms) => { const id = this.timers.length + 1; this.timers.push({ at: this.time + ms, work, id }); return id; },
    clearTimer: (id) => { this.timers = this.timers.filter((timer) => timer.id !== id); },
    send: async (endpoint, events) => { this.sends.push({ endpoint, events, at: this.time }); return this.answers.shift() ?? { status: 200 }; },
    beacon: (endpoint, events) => { this.beacons.push({ endpoint, events }); return true; },
    load: () => this.stored,
    store: (events) => { this.stored = events; },
    readCookie: (name) => this.cookies.get(name)?.value,
    writeCookie: (name, value, maxAge) => { this.cookies.set(name, { value, maxAge }); },
    newId: () => `id${++this.ids}`,
  };
  /** Moves the clock, running the timers that fall due and what they start. */
  async advance(ms: number) {
    const until = this.time + ms;
    for (;;) {
      const due = this.timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.timers = this.timers.filter((timer) => timer !== due);
      this.time = Math.max(this.time, due.at);
      due.work();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    this.time = until;
  }
}

let world: FakeWorld;
let client: TelemetryClient;
const view = (path = '/app/home'): TelemetryEvent => ({ kind: 'pageView', path });
beforeEach(() => { world = new FakeWorld(); client = new TelemetryClient(world.deps); });

describe('batches (Q02, Q03, Q08)', () => {
  it('sends what came within 100 ms as one batch, every event (100 % sampled)', async () => {
    client.track(view('/a'));
    await world.advance(50);
    client.track(view('/b'));
    expect(world.sends).toHaveLength(0);
    await world.advance(60);
    expect(world.sends.map((send) => send.events.map((event) => event.path))).toEqual([['/a', '/b']]);
    expect(client.pending()).toBe(0);
  });
  it('keeps a batch within 102,400 bytes, the rest in the next; an event larger than a batch is dropped', async () => {
    const big = 'x'.repeat(30_000);
    for (let n = 0; n < 5; n++) client.track({ kind: 'exception', path: `/${n}`, stack: big });
    client.track({ kind: 'exception', path: '/huge', stack: 'y'.repeat(TELEMETRY.maxBatchBytes) });
    await world.advance(1_000);
    expect(world.sends.map((send) => send.events.length)).toEqual([3, 2]);
    for (const send of world.sends) expect(new TextEncoder().encode(JSON.stringify({ events: send.events })).length).toBeLessThanOrEqual(TELEMETRY.maxBatchBytes);
  });
});

describe('buffers (Q04)', () => {
  it('holds 10,000 in memory, dropping the oldest, and stores the newest 2,000 for the next page', async () => {
    world.answers = Array.from({ length: 100 }, () => ({ status: 503 }));
    for (let n = 0; n < TELEMETRY.memoryEvents + 5; n++) client.track({ kind: 'exception', path: `/c${n}` });
    expect(client.pending()).toBeLessThanOrEqual(TELEMETRY.memoryEvents);
    expect(world.stored).toHaveLength(TELEMETRY.storedEvents);
    const reopened = new TelemetryClient(world.deps);
    expect(reopened.pending()).toBe(TELEMETRY.storedEvents);
  });
});

describe('retries (Q05, Q13, Q14, Q15)', () => {
  it('backs off 10 s, 20 s, 40 s … on a retryable status or no answer, and resets after a success', async () => {
    world.answers = [{ status: 503 }, { status: 0 }, { status: 429 }, { status: 200 }, { status: 200 }];
    client.track(view());
    await world.advance(100_000);
    const gaps = world.sends.slice(1).map((send, index) => send.at - world.sends[index].at);
    expect(gaps).toEqual([10_000, 20_000, 40_000]);
    expect(client.pending()).toBe(0);
    // After the success the next event goes at the batch interval again.
    client.track(view('/next'));
    const before = world.time;
    await world.advance(200);
    expect(world.sends.at(-1)!.at - before).toBe(TELEMETRY.batchIntervalMs);
    expect(TELEMETRY.retryable).toEqual([401, 403, 408, 429, 500, 502, 503, 504]);
  });
  it('waits at most an hour however often it fails', async () => {
    world.answers = Array.from({ length: 30 }, () => ({ status: 500 }));
    client.track(view());
    await world.advance(30 * 3_600_000);
    const gaps = world.sends.slice(1).map((send, index) => send.at - world.sends[index].at);
    expect(gaps.slice(0, 10)).toEqual([10_000, 20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000, 3_600_000]);
    expect(Math.max(...gaps)).toBe(TELEMETRY.retryMaxMs);
  });
  it('drops a batch refused for good (400) instead of retrying it', async () => {
    world.answers = [{ status: 400 }];
    client.track(view());
    await world.advance(100_000);
    expect(world.sends).toHaveLength(1);
    expect(client.pending()).toBe(0);
  });
  it('takes 206 as a partial success: only the events named are sent again', async () => {
    world.answers = [{ status: 206, body: { data: { retry: [1] } } }];
    client.track(view('/a'));
    client.track(view('/b'));
    client.track(view('/c'));
    await world.advance(1_000);
    expect(world.sends.map((send) => send.events.map((event) => event.path))).toEqual([['/a', '/b', '/c'], ['/b']]);
  });
  it('follows a redirect of the endpoint (301, 307, 308) and sends there, at most ten times', async () => {
    world.answers = [{ status: 308, location: '/api/telemetry2' }, ...Array.from({ length: 12 }, (_, n) => ({ status: 307, location: `/t${n}` }))];
    client.track(view());
    await world.advance(10_000);
    expect(world.sends[1].endpoint).toBe('/api/telemetry2');
    expect(client.endpoint).toBe('/t8');
    expect(world.sends.filter((send) => send.endpoint === '/t8').length).toBeGreaterThan(0);
  });
});

describe('the page going (Q12)', () => {
  it('sends what is left with the page in parts of at most 65,000 bytes', () => {
    world.answers = Array.from({ length: 10 }, () => ({ status: 503 }));
    for (let n = 0; n < 6; n++) client.track({ kind: 'exception', path: `/${n}`, stack: 'z'.repeat(20_000) });
    client.sendWithPage();
    expect(world.beacons.map((beacon) => beacon.events.length)).toEqual([3, 3]);
    for (const beacon of world.beacons) expect(new TextEncoder().encode(JSON.stringify({ events: beacon.events })).length).toBeLessThanOrEqual(TELEMETRY.beaconBytes);
    expect(client.pending()).toBe(0);
  });
  it('leaves out the events of a request under way, which would otherwise arrive twice, and keeps them stored', async () => {
    let answer: (sent: Sent) => void = () => {};
    world.deps.send = async (endpoint, events) => { world.sends.push({ endpoint, events, at: world.time }); return new Promise<Sent>((resolve) => { answer = resolve; }); };
    client.track(view('/under-way'));
    await world.advance(150);
    expect(world.sends).toHaveLength(1);
    client.track(view('/after'));
    client.sendWithPage();
    expect(world.beacons.map((beacon) => beacon.events.map((event) => event.path))).toEqual([['/after']]);
    expect(world.stored.map((event) => event.path)).toEqual(['/under-way']);
    answer({ status: 200 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.pending()).toBe(0);
  });
});

describe('sessions, user and calls (Q06, Q07, Q09)', () => {
  it('renews the session after 30 idle minutes and ends it after 24 hours', async () => {
    const first = client.sessionId();
    world.time += 29 * 60_000;
    expect(client.sessionId()).toBe(first);
    world.time += 30 * 60_000;
    const second = client.sessionId();
    expect(second).not.toBe(first);
    for (let hour = 0; hour < 24; hour++) { world.time += 20 * 60_000; client.sessionId(); world.time += 20 * 60_000; client.sessionId(); world.time += 20 * 60_000; client.sessionId(); }
    expect(client.sessionId()).not.toBe(second);
  });
  it('keeps one anonymous user id in a cookie of a year', () => {
    client.track(view());
    client.track(view());
    expect([...world.cookies.values()]).toEqual([{ value: 'id2', maxAge: 365 * 24 * 3600 }]);
    expect(new Set(client['queue'].map((event: TelemetryEvent) => event.userId))).toEqual(new Set(['id2']));
  });
  it('tracks at most 500 calls a page view, counting again from the next view', () => {
    world.answers = Array.from({ length: 10 }, () => ({ status: 503 }));
    for (let n = 0; n < 600; n++) client.track({ kind: 'request', path: `/c${n}` });
    expect(client.pending()).toBe(500);
    client.track(view('/next'));
    client.track({ kind: 'request', path: '/after' });
    expect(client.pending()).toBe(502);
  });
});
