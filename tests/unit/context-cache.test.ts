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
});
