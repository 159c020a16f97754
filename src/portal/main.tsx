// The entry: the public pages load light; the router, react-admin and the portal load lazily for /app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public/PublicApp';
import { usePathname } from './public/navigation';
import { currentChoice } from './i18n/languages';
import { hasToken } from './session/session';
import { askPortalEarly, isPortalPath, usePortalRoot } from './opening';

document.documentElement.lang = currentChoice().catalog === 'nb-NO' ? 'nb' : 'en';
if (isPortalPath(window.location.pathname) && hasToken()) askPortalEarly(window.location.pathname);

/** The public pages, or the portal once the address is under /app (at load, or after login: opening.ts). */
function Entry() {
  const inPortal = isPortalPath(usePathname());
  const PortalRoot = usePortalRoot(inPortal);
  if (!inPortal) return <PublicApp />;
  return PortalRoot ? <PortalRoot /> : null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Entry />
  </StrictMode>,
);
