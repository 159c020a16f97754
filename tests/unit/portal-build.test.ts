// npm start's build of the portal beside the server's start (src/server/portal-build.ts): the server
// waits for it before serving, and hears of its failure then, not as an unhandled rejection before.
import { describe, expect, it } from 'vitest';
import { portalBuildDone, portalBuildStarted } from '../../src/server/portal-build';

describe('the portal build the server waits for', () => {
  it('is done at once when npm start builds nothing', async () => {
    await expect(portalBuildDone()).resolves.toBeUndefined();
  });

  it('is waited for until the build ends', async () => {
    let finish!: () => void;
    portalBuildStarted(new Promise<void>((resolve) => { finish = resolve; }));
    let done = false;
    const waiting = portalBuildDone().then(() => { done = true; });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    finish();
    await waiting;
    expect(done).toBe(true);
  });

  it('passes a failed build on to the one who waits, without an unhandled rejection meanwhile', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      portalBuildStarted(Promise.reject(new Error('vite build exited with 1')));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).toEqual([]);
      await expect(portalBuildDone()).rejects.toThrow('vite build exited with 1');
    } finally {
      process.off('unhandledRejection', listen);
      portalBuildStarted(Promise.resolve());
    }
  });
});
