import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { routeForPath } from '../../domain/routes';

/** B14: the page title is the route's label followed by the portal's name. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const translate = useTranslate();
  useEffect(() => {
    const route = routeForPath(pathname);
    const portal = translate('app.name');
    document.title = route ? `${translate(route.label)} - ${portal}` : portal;
  }, [pathname, translate]);
}
