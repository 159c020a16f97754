// The entry: the public pages load light; the router, react-admin and the portal load lazily for /app.
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public/PublicApp';
import { currentChoice } from './i18n/languages';

const PortalRoot = lazy(() => import('./PortalRoot'));

document.documentElement.lang = currentChoice().catalog === 'nb-NO' ? 'nb' : 'en';
const inPortal = window.location.pathname === '/app' || window.location.pathname.startsWith('/app/');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {inPortal ? <Suspense fallback={null}><PortalRoot /></Suspense> : <PublicApp />}
  </StrictMode>,
);
