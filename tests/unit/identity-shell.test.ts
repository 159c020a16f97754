// The alert bell's badge (B35) and the version check's timing and comparison (B25, B26).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bellBadge, BELL_CAP } from '../../src/portal/shell/bellBadge';
import { sameVersion, VERSION_CHECK_INTERVAL_MS, watchVersion, type VersionInfo } from '../../src/portal/shell/versionWatch';

describe('bellBadge (B35)', () => {
  it('shows nothing for none, the count up to 20 and "20+" above', () => {
    expect(bellBadge(0)).toBeNull();
    expect(bellBadge(1)).toBe('1');
    expect(bellBadge(BELL_CAP)).toBe('20');
    expect(bellBadge(21)).toBe('20+');
    expect(bellBadge(500)).toBe('20+');
  });
});

describe('watchVersion (B25, B26)', () => {
  const started: VersionInfo = { version: '0.10.26', buildCommit: 'abc' };
  beforeEach(() => { vi.useFakeTimers(); });
  afterEach(() => { vi.useRealTimers(); });

  it('asks every 5 minutes and reports a changed version or build', async () => {
    const answers: VersionInfo[] = [started, { version: '0.10.26', buildCommit: 'def' }, { version: '0.10.27', buildCommit: 'abc' }];
    const fetch = vi.fn(async () => answers.shift()!);
    const changed: VersionInfo[] = [];
    const stop = watchVersion({ current: started, fetch, onChanged: (latest) => changed.push(latest), onFailed: () => { throw new Error('no failure expected'); } });
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(changed).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(changed.map((info) => `${info.version}/${info.buildCommit}`)).toEqual(['0.10.26/def', '0.10.27/abc']);
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('only hands a failed fetch to onFailed, and keeps checking', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(started);
    const failures: unknown[] = [];
    const onChanged = vi.fn();
    const stop = watchVersion({ current: started, fetch, onChanged, onFailed: (error) => failures.push(error) });
    await vi.advanceTimersByTimeAsync(2 * VERSION_CHECK_INTERVAL_MS);
    expect(failures).toHaveLength(1);
    expect(onChanged).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledTimes(2);
    stop();
  });

  it('compares version and build commit', () => {
    expect(sameVersion(started, { ...started })).toBe(true);
    expect(sameVersion(started, { ...started, buildCommit: 'x' })).toBe(false);
  });
});
