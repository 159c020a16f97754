// The entry: the public pages load light; the router, react-admin and the portal load lazily for /app.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public/PublicApp';
import { currentChoice } from './i18n/languages';
import { hasToken, initialize } from './session/session';
import { askHomeEarly } from './pages/home/homeApi';
import { mustAcceptTerms } from '../domain/terms';

const PortalRoot = lazy(() => import('./PortalRoot'));

document.documentElement.lang = currentChoice().catalog === 'nb-NO' ? 'nb' : 'en';
const inPortal = window.location.pathname === '/app' || window.location.pathname.startsWith('/app/');
// The session's context, and for the home page its widgets' rows, are asked for while the portal's
// code is on its way, not after it has run.
const homeOpens = /^\/app\/?(home\/?)?$/.test(window.location.pathname);
if (inPortal && hasToken()) {
  initialize().then((context) => {
    // B19: until the terms are accepted the server answers none of them.
    if (homeOpens && !mustAcceptTerms(context.loginUser)) askHomeEarly(context);
  }).catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {inPortal ? <Suspense fallback={null}><PortalRoot /></Suspense> : <PublicApp />}
  </StrictMode>,
);
