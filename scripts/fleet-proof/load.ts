// The proof's steady load: demo users behind the load balancer, each a loop of reads (the lists,
// stock, a report, invoices) and writes (orders of empties, support tickets), one request at a time
// with a short pause. Every write the API acknowledged is kept, to be looked for in the database
// afterwards; right after each order, the user's list must show it (read-your-writes).
import { DEMO_PASSWORD } from '../../src/server/seed/demo-logins';

/** `phase`: the phase the answer (or its failure) came in. */
export interface Outcome { phase: string; route: string; status: number; error?: string; sentAt: number; ms: number; seq: number }
export interface AckedWrite { kind: 'order' | 'ticket'; id: number; sentAt: number; ackedAt: number }

export class LoadRecord {
  phase = 'start';
  outcomes: Outcome[] = [];
  acked: AckedWrite[] = [];
  /** An order the writer's next list did not show. */
  unseenWrites = 0;
}

interface Session { headers: Record<string, string>; locationId: number }

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Each request's number, sent as X-Load-Seq: the balancer logs it, so a request the client saw fail can be found there. */
let sequence = 0;

export class DemoUser {
  #session: Session | undefined;
  /** The read-your-writes cookie, as a browser keeps it. */
  #cookie: { value: string; until: number } | undefined;

  /** `may`: what the demo user's rights allow (orders of empties, reports, invoices: financial access). */
  constructor(private base: string, readonly loginName: string, private may: { orders: boolean; reports: boolean; invoices: boolean }, private record: LoadRecord, private today: string, private depotId: number) {}

  async #request(route: string, method: string, path: string, body?: unknown): Promise<{ status: number; json?: any }> {
    const sentAt = Date.now();
    const seq = ++sequence;
    const headers: Record<string, string> = { ...(this.#session?.headers ?? {}), ...(body ? { 'content-type': 'application/json' } : {}), 'x-load-seq': String(seq) };
    if (this.#cookie && this.#cookie.until > Date.now()) headers.cookie = this.#cookie.value;
    try {
      const response = await fetch(`${this.base}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined, signal: AbortSignal.timeout(30_000) });
      const setCookie = response.headers.get('set-cookie');
      const maxAge = setCookie && /Max-Age=(\d+)/.exec(setCookie);
      if (setCookie && maxAge) this.#cookie = { value: setCookie.split(';')[0]!, until: Date.now() + Number(maxAge[1]) * 1000 };
      const json = response.headers.get('content-type')?.includes('json') ? await response.json() : await response.arrayBuffer().then(() => undefined);
      this.record.outcomes.push({ phase: this.record.phase, route, status: response.status, seq, sentAt, ms: Date.now() - sentAt, ...(response.status >= 400 ? { error: JSON.stringify(json ?? '').slice(0, 200) } : {}) });
      return { status: response.status, json };
    } catch (error) {
      this.record.outcomes.push({ phase: this.record.phase, route, status: 0, seq, error: String((error as Error).cause ?? error), sentAt, ms: Date.now() - sentAt });
      return { status: 0 };
    }
  }

  async login(): Promise<void> {
    const { status, json } = await this.#request('POST /api/login', 'POST', '/api/login', { userLoginName: this.loginName, password: DEMO_PASSWORD });
    if (status !== 200) throw new Error(`login ${this.loginName}: ${status}`);
    const { data, auth } = json;
    this.#session = {
      headers: { authorization: `Bearer ${auth.token}`, 'x-context': `locationId=${data.location.id};userId=${data.user.id};loginUserId=${data.loginUser.id}` },
      locationId: data.location.id,
    };
  }

  /** One step of the user's day: mostly reads, a write in three. */
  async step(turn: number): Promise<void> {
    const pick = turn % 6;
    if (pick === 0) return this.may.orders ? this.#order() : this.#ticket();
    if (pick === 3) return this.#ticket();
    if (pick === 1) { await this.#request('GET /api/orders', 'GET', '/api/orders?type=1&count=20'); return; }
    if (pick === 2 || !this.may.reports) { await this.#request('GET /api/stock', 'GET', '/api/stock'); return; }
    if (pick === 4 || !this.may.invoices) { await this.#request('POST /api/report', 'POST', '/api/report', { report: 'balance', dateLower: '2025-10-01', dateUpper: '2025-12-31' }); return; }
    await this.#request('GET /api/customerinvoices', 'GET', '/api/customerinvoices?count=20');
  }

  async #order(): Promise<void> {
    const sentAt = Date.now();
    const { status, json } = await this.#request('POST /api/order', 'POST', '/api/order', {
      type: 1, status: 1, locationIdFrom: this.depotId, locationIdTo: this.#session!.locationId, transactionDate: this.today,
      senderReference: `FLEET-${sentAt % 1_000_000}`, lines: [{ productId: 1001, qtyOrdered: 40 }],
    });
    if (status !== 200) return;
    const id = json.data.id as number;
    this.record.acked.push({ kind: 'order', id, sentAt, ackedAt: Date.now() });
    // The list right after: from the primary, since this user has just written.
    const list = await this.#request('GET /api/orders', 'GET', '/api/orders?type=1&sort=id&order=DESC&count=50');
    if (list.status === 200 && !(list.json.data as Array<{ id: number }>).some((row) => row.id === id)) this.record.unseenWrites++;
  }

  async #ticket(): Promise<void> {
    const sentAt = Date.now();
    const { status, json } = await this.#request('POST /api/supportticket', 'POST', '/api/supportticket', {
      title: `Flåteprøve ${sentAt % 1_000_000}`, mainCategoryId: 'ANNET', categoryId: 14, description: '<p>Skrevet under prøven av flåten.</p>',
    });
    if (status === 200) this.record.acked.push({ kind: 'ticket', id: json.data.id as number, sentAt, ackedAt: Date.now() });
  }

  /** Steps with a short pause until `running()` turns false. */
  async run(running: () => boolean, pauseMs: number): Promise<void> {
    for (let turn = Math.floor(Math.random() * 6); running(); turn++) {
      await this.step(turn);
      await pause(pauseMs);
    }
  }
}
