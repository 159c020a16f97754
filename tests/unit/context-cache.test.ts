// The call-context cache: reuse within its time to live, forget on session end and user change.
import { describe, expect, it } from 'vitest';
import { ContextCache, createContextCache, forgetAllContexts, forgetContexts } from '../../src/server/http/context-cache';

const context = (sessionId: number, loginUserId: number, userId = loginUserId) =>
  ({ session: { id: sessionId }, loginUser: { id: loginUserId }, user: { id: userId } }) as never;

describe('ContextCache', () => {
  it('reuses a context until its time to live has passed', () => {
    const cache = new ContextCache(5_000);
    cache.set('a', context(1, 10), 1_000);
    expect(cache.get('a', 5_999)).toBeDefined();
    expect(cache.get('a', 6_000)).toBeUndefined();
  });

  it('keeps nothing when turned off', () => {
    const cache = new ContextCache(0);
    cache.set('a', context(1, 10));
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets by session, by login user and by acting user, in every cache of the process', () => {
    const first = createContextCache(60_000);
    const second = createContextCache(60_000);
    first.set('s1', context(1, 10));
    first.set('s2', context(2, 20, 30));
    second.set('s3', context(3, 40));
    forgetContexts({ sessionId: 1 });
    expect(first.get('s1')).toBeUndefined();
    expect(first.get('s2')).toBeDefined();
    forgetContexts({ userId: 30 });
    expect(first.get('s2')).toBeUndefined();
    expect(second.get('s3')).toBeDefined();
    forgetAllContexts();
    expect(second.get('s3')).toBeUndefined();
  });

  it('reads a context once for the calls that come together, and keeps it', async () => {
    const cache = new ContextCache(60_000);
    let reads = 0;
    const read = async () => { reads += 1; await new Promise((resolve) => setTimeout(resolve, 5)); return context(1, 10); };
    const [first, second, third] = await Promise.all([cache.resolve('a', read), cache.resolve('a', read), cache.resolve('a', read)]);
    expect(reads).toBe(1);
    expect(second).toBe(first);
    expect(third).toBe(first);
    await cache.resolve('a', read);
    expect(reads).toBe(1);
    await cache.resolve('b', read);
    expect(reads).toBe(2);
  });

  it('a context forgotten while it is read is not kept, and the calls after the forget read it again', async () => {
    const cache = new ContextCache(60_000);
    let reads = 0;
    let release!: () => void;
    const slow = () => { reads += 1; return new Promise<never>((resolve) => { release = () => resolve(context(1, 10) as never); }); };
    const before = cache.resolve('a', slow);
    cache.forget({ sessionId: 1 });
    const after = cache.resolve('a', async () => { reads += 1; return context(1, 10); });
    release();
    await Promise.all([before, after]);
    expect(reads).toBe(2);
    // What was read after the forget is kept; what was read before it is not.
    expect(cache.get('a')).toBeDefined();
    cache.clear();
    const old = cache.resolve('a', slow);
    cache.clear();
    release();
    await old;
    expect(cache.get('a')).toBeUndefined();
  });

  it('a failed reading is shared by the calls waiting for it, not kept: the next call reads again', async () => {
    const cache = new ContextCache(60_000);
    let reads = 0;
    const failing = async () => { reads += 1; throw new Error('no session'); };
    const results = await Promise.allSettled([cache.resolve('a', failing), cache.resolve('a', failing)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(reads).toBe(1);
    await expect(cache.resolve('a', failing)).rejects.toThrow('no session');
    expect(reads).toBe(2);
  });

  it('turned off, every call reads for itself', async () => {
    const cache = new ContextCache(0);
    let reads = 0;
    const read = async () => { reads += 1; return context(1, 10); };
    await Promise.all([cache.resolve('a', read), cache.resolve('a', read)]);
    expect(reads).toBe(2);
  });
});
