// The portal opens in the page it is in: at an /app address when the page loads, and after login
// without loading the page again (its code, React and MUI are running already, and the login answered
// with the session's context, so nothing is asked for twice).
import { useEffect, useState } from 'react';
import { mustAcceptTerms } from '../domain/terms';
import { askHomeEarly } from './pages/home/homeApi';
import { navigate } from './public/navigation';
import { initialize } from './session/session';

export const isPortalPath = (pathname: string) => pathname === '/app' || pathname.startsWith('/app/');

type Portal = typeof import('./PortalRoot');
let loaded: Portal | undefined;
let portal: Promise<Portal> | undefined;

/** The portal's code (the router, react-admin, the pages): fetched and run once. The login page asks
 * for it as the password is sent, so that it runs while the server checks the password. */
export const loadPortal = () => (portal ??= import('./PortalRoot').then(
  (module) => (loaded = module),
  // A failed fetch is tried again by the next to ask, as a page loaded again would.
  (error: unknown) => { portal = undefined; throw error; },
));

/**
 * The portal's root once its code has run, drawn at once. Not through React.lazy and Suspense: a
 * boundary that has shown its fallback holds the content back until 300 ms after it, which was most
 * of the wait between the login's answer and the home page.
 */
export function usePortalRoot(wanted: boolean): Portal['default'] | undefined {
  const [root, setRoot] = useState(() => loaded?.default);
  useEffect(() => {
    if (wanted && !root) void loadPortal().then((module) => setRoot(() => module.default));
  }, [wanted, root]);
  return root;
}

/** The session's context, and for the home page its widgets' rows, asked for while the portal's code
 * is on its way, not after it has run. */
export function askPortalEarly(pathname: string): void {
  const homeOpens = /^\/app\/?(home\/?)?$/.test(pathname);
  initialize().then((context) => {
    // B19: until the terms are accepted the server answers none of them.
    if (homeOpens && !mustAcceptTerms(context.loginUser)) askHomeEarly(context);
  }).catch(() => undefined);
}

/** After login: the portal's home, in this page. */
export function openPortal(path = '/app/home'): void {
  askPortalEarly(path);
  navigate(path);
}
