// Calls asked for early (src/portal/data/early.ts): each answer is taken once, by the reader drawn
// after it arrived as data at once, by one drawn before as its call; stale or unasked, a call is made.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: Array<{ path: string; resolve: (data: unknown) => void; reject: (error: Error) => void }> = [];
vi.mock('../../src/portal/data/api', () => ({
  api: (_method: string, path: string) => new Promise((resolve, reject) => {
    calls.push({ path, resolve: (data) => resolve({ data }), reject });
  }),
}));
const early = await import('../../src/portal/data/early');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => { calls.length = 0; });
afterEach(() => { vi.useRealTimers(); });

describe('calls asked for early', () => {
  it('gives an answer that has arrived as data at once, and only once', async () => {
    early.askEarly('/api/stock');
    expect(early.arrivedEarly('/api/stock')).toBeUndefined();
    expect(early.earlyPending()).toBe(true);
    calls[0].resolve([{ productId: 1 }]);
    await tick();
    expect(early.earlyPending()).toBe(false);
    expect(early.arrivedEarly('/api/stock')?.[0].data).toEqual([{ productId: 1 }]);
    expect(early.arrivedEarly('/api/stock')).toBeUndefined();
    void early.getEarly('/api/stock');
    expect(calls.map((call) => call.path)).toEqual(['/api/stock', '/api/stock']);
  });

  it('gives a call still on its way to the reader that asks for it, without calling again', async () => {
    early.askEarly('/api/waitingwork');
    const answer = early.getEarly('/api/waitingwork');
    calls[0].resolve([]);
    expect((await answer).data).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('takes several together only when all have arrived', async () => {
    early.askEarly('/api/stock');
    early.askEarly('/api/balances');
    calls[0].resolve([]);
    await tick();
    expect(early.arrivedEarly('/api/stock', '/api/balances')).toBeUndefined();
    calls[1].resolve([]);
    await tick();
    expect(early.arrivedEarly('/api/stock', '/api/balances')).toHaveLength(2);
  });

  it('passes a failure to its reader, and waits for nobody after it', async () => {
    early.askEarly('/api/notificationcounts');
    calls[0].reject(new Error('503'));
    await early.earlyAnswered(1000);
    expect(early.earlyPending()).toBe(false);
    expect(early.arrivedEarly('/api/notificationcounts')).toBeUndefined();
    await expect(early.getEarly('/api/notificationcounts')).rejects.toThrow('503');
  });

  it('stops waiting after the bound, and calls anew once an answer is stale', async () => {
    vi.useFakeTimers();
    early.askEarly('/api/stock');
    const waited = early.earlyAnswered(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await waited;
    calls[0].resolve([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(early.arrivedEarly('/api/stock')).toBeUndefined();
    void early.getEarly('/api/stock');
    expect(calls).toHaveLength(2);
  });
});
