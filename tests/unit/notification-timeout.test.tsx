// @vitest-environment happy-dom
// O04, P10: notifications, positive, negative and info, close by themselves after 10 seconds: those
// react-admin shows (PortalNotification) and the version check's info notice, which has its own timer.
import { useEffect } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { AdminContext, I18nContextProvider, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/portal/i18n/i18nProvider';
import type { SessionContext } from '../../src/portal/session/session';
import { SessionProvider } from '../../src/portal/session/SessionProvider';
import { PortalNotification } from '../../src/portal/shell/PortalNotification';
import { VersionCheck } from '../../src/portal/shell/VersionCheck';
import { VERSION_CHECK_INTERVAL_MS } from '../../src/portal/shell/versionWatch';

const passTime = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * Lets a notice that closed finish its closing transition (MUI's leaving-screen 195 ms), which starts
 * only once React has drawn it closed.
 */
const closing = () => passTime(500);

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('O04, P10: a react-admin notification', () => {
  function Notifier({ type }: { type: 'success' | 'error' | 'info' }) {
    const notify = useNotify();
    useEffect(() => notify('Ordre 5 er sendt', { type }), [notify, type]);
    return null;
  }

  it.each(['success', 'error', 'info'] as const)('of type %s closes by itself after 10 seconds', async (type) => {
    render(<AdminContext i18nProvider={i18nProvider}><PortalNotification /><Notifier type={type} /></AdminContext>);
    await passTime(0);
    expect(screen.getByRole('alert').textContent).toContain('Ordre 5 er sendt');
    await passTime(9_900);
    expect(screen.queryByRole('alert')).not.toBeNull();
    await passTime(100);
    await closing();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('O04, P10, B25: the version check\'s info notice', () => {
  const started = { serverVersion: '0.10.26', buildCommit: 'abc123' };
  const session = {
    ...started, user: { id: 3 }, loginUser: { id: 3 }, customer: { id: 2 }, location: { id: 7, customerId: 2 },
  } as unknown as SessionContext;

  it('shows when the server has a new build, and closes by itself after 10 seconds', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ version: '0.10.26', buildCommit: 'def456' }), { status: 200 })));
    render(<I18nContextProvider value={i18nProvider}><SessionProvider context={session}><VersionCheck /></SessionProvider></I18nContextProvider>);
    expect(screen.queryByRole('status')).toBeNull();
    await passTime(VERSION_CHECK_INTERVAL_MS);
    expect(screen.getByRole('status').textContent).toContain('En ny versjon av Kundeportal er tilgjengelig.');
    await passTime(9_900);
    expect(screen.queryByRole('status')).not.toBeNull();
    await passTime(100);
    await closing();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
