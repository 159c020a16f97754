// The portal opens in the page it is in: at an /app address when the page loads, and after login
// without loading the page again (its code, React and MUI are running already, and the login answered
// with the session's context, so nothing is asked for twice).
import { mustAcceptTerms } from '../domain/terms';
import { askHomeEarly } from './pages/home/homeApi';
import { navigate } from './public/navigation';
import { initialize } from './session/session';
import { loadedOnce } from './loadedOnce';

export const isPortalPath = (pathname: string) => pathname === '/app' || pathname.startsWith('/app/');

/** The portal's code (the router, react-admin, the pages). The login page asks for it as the password
 * is sent, so that it runs while the server checks the password. */
const portalCode = loadedOnce(() => import('./PortalRoot'));
export const loadPortal = portalCode.load;

/** The portal's root once its code has run (loadedOnce.ts: drawn at once, not held by Suspense). */
export const usePortalRoot = (wanted: boolean) => portalCode.use(wanted)?.default;

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
