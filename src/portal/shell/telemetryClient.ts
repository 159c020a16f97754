// The telemetry client (section Q): events are buffered (Q04: 10,000 in memory, the 2,000 newest kept
// in storage across reloads), sent in batches every 100 ms (Q02) of at most 102,400 bytes (Q03),
// retried with back-off from 10 s to 3,600 s on the retryable statuses (Q05, Q13), a 206 taken as a
// partial success (Q14), redirects following the endpoint up to 10 times (Q15), and sent with the page
// when it is hidden, in parts of at most 65,000 bytes (Q12). Sessions renew after 30 idle minutes and
// end after 24 hours (Q06); the anonymous user id lives a year (Q07); every event is kept (Q08); at
// most 500 calls are tracked per page view (Q09). Clock, timers, storage and transport are given, so
// each rule is tested with a fake clock.

export const TELEMETRY = {
  batchIntervalMs: 100,
  maxBatchBytes: 102_400,
  memoryEvents: 10_000,
  storedEvents: 2_000,
  retryMinMs: 10_000,
  retryMaxMs: 3_600_000,
  sessionRenewalMs: 30 * 60_000,
  sessionExpiryMs: 24 * 3_600_000,
  userIdMaxAgeSeconds: 365 * 24 * 3600,
  samplingPercent: 100,
  maxCallsPerPageView: 500,
  pageLoadIgnoredMs: 3_600_000,
  pageViewWaitMs: 60_000,
  beaconBytes: 65_000,
  maxRedirects: 10,
  retryable: [401, 403, 408, 429, 500, 502, 503, 504] as readonly number[],
  redirects: [301, 307, 308] as readonly number[],
};

export type TelemetryKind = 'exception' | 'pageView' | 'request';
export interface TelemetryEvent {
  kind: TelemetryKind;
  path: string;
  message?: string;
  stack?: string;
  durationMs?: number;
  status?: number;
  sessionId?: string;
  userId?: string;
  at?: string;
}

/** An answer: its status, where a redirect points (`location`, to send again there) or where the browser already followed it (`movedTo`). */
export interface Sent { status: number; location?: string; movedTo?: string; body?: { data?: { retry?: number[] } } }
export interface TelemetryDeps {
  now(): number;
  setTimer(work: () => void, ms: number): unknown;
  clearTimer(timer: unknown): void;
  send(endpoint: string, events: TelemetryEvent[]): Promise<Sent>;
  /** Sends with the page as it goes (no answer); false when it could not. */
  beacon(endpoint: string, events: TelemetryEvent[]): boolean;
  load(): TelemetryEvent[];
  store(events: TelemetryEvent[]): void;
  readCookie(name: string): string | undefined;
  writeCookie(name: string, value: string, maxAgeSeconds: number): void;
  newId(): string;
}

const bytesOf = (events: TelemetryEvent[]) => new TextEncoder().encode(JSON.stringify({ events })).length;
const USER_COOKIE = 'kp_telemetry_user';

export class TelemetryClient {
  private queue: TelemetryEvent[];
  private timer: unknown;
  private sending = false;
  /** The batch of the request under way: if it lands, a beacon with the same events would repeat them. */
  private inFlight: TelemetryEvent[] = [];
  private failures = 0;
  private retryAt = 0;
  private redirects = 0;
  private session: { id: string; started: number; lastSeen: number } | undefined;
  private callsThisView = 0;
  endpoint: string;

  constructor(private readonly deps: TelemetryDeps, endpoint = '/api/telemetry') {
    this.endpoint = endpoint;
    // Q04: what a closed tab left unsent goes first.
    this.queue = deps.load().slice(-TELEMETRY.storedEvents);
    if (this.queue.length) this.schedule(TELEMETRY.batchIntervalMs);
  }

  /** Q06: the session of this moment, renewed after 30 idle minutes, ended after 24 hours. */
  sessionId(): string {
    const now = this.deps.now();
    const session = this.session;
    if (!session || now - session.lastSeen >= TELEMETRY.sessionRenewalMs || now - session.started >= TELEMETRY.sessionExpiryMs) {
      this.session = { id: this.deps.newId(), started: now, lastSeen: now };
    } else {
      session.lastSeen = now;
    }
    return this.session!.id;
  }

  /** Q07: the anonymous user id, kept a year. */
  userId(): string {
    const known = this.deps.readCookie(USER_COOKIE);
    if (known) return known;
    const id = this.deps.newId();
    this.deps.writeCookie(USER_COOKIE, id, TELEMETRY.userIdMaxAgeSeconds);
    return id;
  }

  track(event: TelemetryEvent): void {
    if (event.kind === 'request') {
      // Q09: a page view tracks at most 500 calls.
      if (this.callsThisView >= TELEMETRY.maxCallsPerPageView) return;
      this.callsThisView += 1;
    }
    if (event.kind === 'pageView') this.callsThisView = 0;
    const stamped = { ...event, sessionId: this.sessionId(), userId: this.userId(), at: new Date(this.deps.now()).toISOString() };
    // Q03: an event that alone exceeds a batch is never sendable.
    if (bytesOf([stamped]) > TELEMETRY.maxBatchBytes) return;
    this.queue.push(stamped);
    // Q04: beyond the memory buffer the oldest go.
    if (this.queue.length > TELEMETRY.memoryEvents) this.queue.splice(0, this.queue.length - TELEMETRY.memoryEvents);
    this.persist();
    this.schedule(TELEMETRY.batchIntervalMs);
  }

  /** Q16: a page view ends its timing: what is waiting goes now. */
  flushNow(): void {
    this.schedule(0);
  }

  /** Q12: the page is going; what is left goes with it, in beacon-sized parts. */
  sendWithPage(): void {
    const parts: TelemetryEvent[][] = [];
    let part: TelemetryEvent[] = [];
    for (const event of this.queue.filter((waiting) => !this.inFlight.includes(waiting))) {
      if (part.length && bytesOf([...part, event]) > TELEMETRY.beaconBytes) {
        parts.push(part);
        part = [];
      }
      if (bytesOf([event]) <= TELEMETRY.beaconBytes) part.push(event);
    }
    if (part.length) parts.push(part);
    const sent = new Set<TelemetryEvent>();
    for (const each of parts) if (this.deps.beacon(this.endpoint, each)) each.forEach((event) => sent.add(event));
    this.queue = this.queue.filter((event) => !sent.has(event));
    this.persist();
  }

  pending(): number {
    return this.queue.length;
  }

  private persist(): void {
    this.deps.store(this.queue.slice(-TELEMETRY.storedEvents));
  }

  private schedule(delayMs: number): void {
    if (this.timer !== undefined) {
      if (delayMs > 0) return;
      this.deps.clearTimer(this.timer);
    }
    const wait = Math.max(delayMs, this.retryAt - this.deps.now());
    this.timer = this.deps.setTimer(() => { this.timer = undefined; void this.flush(); }, wait);
  }

  /** Q03: the oldest events that fit in one batch. */
  private nextBatch(): TelemetryEvent[] {
    const batch: TelemetryEvent[] = [];
    for (const event of this.queue) {
      if (bytesOf([...batch, event]) > TELEMETRY.maxBatchBytes) break;
      batch.push(event);
    }
    return batch;
  }

  private async flush(): Promise<void> {
    if (this.sending || this.queue.length === 0) return;
    if (this.deps.now() < this.retryAt) return this.schedule(this.retryAt - this.deps.now());
    this.sending = true;
    const batch = this.nextBatch();
    this.inFlight = batch;
    let sent: Sent;
    try {
      sent = await this.deps.send(this.endpoint, batch);
    } catch {
      sent = { status: 0 };
    }
    this.sending = false;
    this.inFlight = [];
    // Q15: the endpoint moved; follow it, at most ten times, and send the batch there.
    if (TELEMETRY.redirects.includes(sent.status) && sent.location && this.redirects < TELEMETRY.maxRedirects) {
      this.redirects += 1;
      this.endpoint = sent.location;
      return this.schedule(0);
    }
    if (sent.movedTo && this.redirects < TELEMETRY.maxRedirects) {
      this.redirects += 1;
      this.endpoint = sent.movedTo;
    }
    if (sent.status >= 200 && sent.status < 300) {
      // Q14: a partial success names the events to send again.
      const again = sent.status === 206 ? new Set((sent.body?.data?.retry ?? []).map((index) => batch[index]).filter(Boolean)) : new Set<TelemetryEvent>();
      this.queue = [...batch.filter((event) => again.has(event)), ...this.queue.filter((event) => !batch.includes(event))];
      this.failures = 0;
      this.retryAt = 0;
    } else if (sent.status === 0 || TELEMETRY.retryable.includes(sent.status)) {
      // Q05: 10 s, 20 s, 40 s … at most an hour.
      this.failures += 1;
      this.retryAt = this.deps.now() + Math.min(TELEMETRY.retryMaxMs, TELEMETRY.retryMinMs * 2 ** (this.failures - 1));
    } else {
      // Refused for good (bad input): those events are dropped, never retried into a loop.
      this.queue = this.queue.filter((event) => !batch.includes(event));
    }
    this.persist();
    if (this.queue.length) this.schedule(TELEMETRY.batchIntervalMs);
  }
}
