import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { mayAccess, type AccessRule } from '../../domain/access';
import { useSession } from '../session/SessionProvider';

/** C18, D01: a route the user may not open sends them home, by URL or by link. */
export function RouteGuard({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { access } = useSession();
  return mayAccess(access, rule) ? <>{children}</> : <Navigate to="/app/home" replace />;
}
