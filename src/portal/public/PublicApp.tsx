import { lazy, Suspense, useEffect } from 'react';
import { LoginPage } from './LoginPage';
import { PublicTheme } from './PublicTheme';
import { usePathname } from './navigation';

// The password and registration pages load when opened, keeping the login page light (≤ 150 KB gzip).
const PasswordRequestPage = lazy(() => import('./PasswordRequestPage').then((module) => ({ default: module.PasswordRequestPage })));
const PasswordResetPage = lazy(() => import('./PasswordResetPage').then((module) => ({ default: module.PasswordResetPage })));
const RegisterPage = lazy(() => import('./RegisterPage').then((module) => ({ default: module.RegisterPage })));

const pages: Record<string, React.ComponentType> = {
  '/': LoginPage,
  '/password': PasswordRequestPage,
  '/password-reset': PasswordResetPage,
  '/register': RegisterPage,
};

/** The public routes of document 1 §2; any other path outside /app goes to login. */
export function PublicApp() {
  const pathname = usePathname().replace(/(.)\/$/, '$1');
  const Page = pages[pathname];
  useEffect(() => {
    if (!Page) window.history.replaceState(null, '', '/');
  }, [Page]);
  return <PublicTheme><Suspense fallback={null}>{Page ? <Page /> : <LoginPage />}</Suspense></PublicTheme>;
}
