// The signed-in portal under /app (loaded lazily after login). A06/A07: without a token, or when the
// context cannot be initialised, the user goes to the login page.
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { Admin, CustomRoutes, localStorageStore } from 'react-admin';
import { Route } from 'react-router-dom';
import { resources } from '../../resources';
import { allRoutes, legacyRedirects } from '../domain/routes';
import { mustAcceptTerms } from '../domain/terms';
import { authProvider } from './data/authProvider';
import { portalDataProvider } from './data/dataProvider';
import { i18nProvider } from './i18n/i18nProvider';
import { NotAvailablePage } from './pages/common/NotAvailablePage';
import { NotFoundPage } from './pages/common/NotFoundPage';
import { bespokePages } from './pages';
import { resourceElement } from './schema-views/resourceElement';
import { hasToken, initialize, watchContext, type SessionContext } from './session/session';
import { readServerTime } from './session/serverTime';
import { MASTER_DATA_REFRESH_MS } from './data/sessionLists';
import { SessionProvider } from './session/SessionProvider';
import { LegacyRedirect } from './shell/LegacyRedirect';
import { PortalLayout } from './shell/PortalLayout';
import { PortalNotification } from './shell/PortalNotification';
import { RouteGuard } from './shell/RouteGuard';
import { portalTheme } from './shell/theme';

const dataProvider = portalDataProvider((key) => i18nProvider.translate(key));
const store = localStorageStore(undefined, 'Kundeportal');
const resourceNames = new Set(resources.map((resource) => resource.name));

export default function PortalApp() {
  const [context, setContext] = useState<SessionContext | null>(null);
  const [failed, setFailed] = useState(false);

  // A11, B37: the server's time at the start and again every 30 minutes, with the master data.
  useEffect(() => {
    if (!hasToken()) return;
    const read = () => void readServerTime().catch(() => undefined);
    read();
    const timer = setInterval(read, MASTER_DATA_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (!hasToken()) return;
    initialize().then((ready) => {
      // B19: before the terms are accepted the server answers none of them; they load when needed.
      if (!mustAcceptTerms(ready.loginUser)) dataProvider.preloadSessionLists();
      setContext(ready);
    }, () => setFailed(true));
    return watchContext(setContext);
  }, []);

  if (!hasToken() || failed) return <ToLogin />;
  if (!context) return null;

  return (
    <SessionProvider context={context}>
      <Admin
        basename="/app"
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={portalTheme}
        layout={PortalLayout}
        notification={PortalNotification}
        dashboard={HomeRedirect}
        catchAll={NotFoundPage}
        loginPage={false}
        disableTelemetry
        requireAuth
      >
        {resources.map((definition) => resourceElement(definition))}
        <CustomRoutes>
          {allRoutes.filter((route) => !resourceNames.has(route.path)).map((route) => {
            const Page = bespokePages[route.path];
            return (
              <Route
                key={route.path}
                path={route.withId ? `${route.path}/:id?` : route.path}
                element={<RouteGuard rule={route.access}>{Page ? <Page /> : <NotAvailablePage label={route.label} />}</RouteGuard>}
              />
            );
          })}
          {legacyRedirects.map(({ from, to }) => (
            <Route key={from} path={`${from}/*`} element={<LegacyRedirect from={from} to={to} />} />
          ))}
        </CustomRoutes>
      </Admin>
    </SessionProvider>
  );
}

/** A06, A07: without a usable session, the login page (outside the portal's router). */
function ToLogin() {
  useEffect(() => window.location.replace('/'), []);
  return null;
}

/** B01: an empty path under /app goes home. */
function HomeRedirect() {
  return <Navigate to="/app/home" replace />;
}
