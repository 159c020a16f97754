// react-admin's auth hooks on top of the portal's own session (the login page is outside react-admin).
import type { AuthProvider } from 'react-admin';
import { currentSession, hasToken, logout } from '../session/session';

export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: async () => {
    await logout();
    window.location.assign('/');
    return false;
  },
  checkAuth: () => (hasToken() ? Promise.resolve() : Promise.reject()),
  // O03: a 401 ends the session (the api layer has already forgotten the token); other errors do not.
  checkError: (error: { status?: number }) => (error?.status === 401 ? Promise.reject() : Promise.resolve()),
  getIdentity: async () => {
    const session = currentSession();
    return { id: session?.user.id ?? 0, fullName: session?.user.name };
  },
  getPermissions: async () => currentSession(),
};
