// The public pages move between themselves without a router library: the login page loads only
// what it needs (B: login page ≤ 150 KB gzip JavaScript), react-router comes with the portal.
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import Link from '@mui/material/Link';

const CHANGE = 'public-navigation';

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
}

export function usePathname(): string {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return pathname;
}

export function PublicLink({ to, children, sx }: { to: string; children: ReactNode; sx?: object }) {
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <Link href={to} onClick={follow} sx={sx}>{children}</Link>;
}
