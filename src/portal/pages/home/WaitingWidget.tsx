// B27–B34 on the home page: what waits for the user, as links to the menu entries the counts belong
// to (the same counts as the menu's badges, from the same call), only entries the user may open.
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { menuFor } from '../../../domain/routes';
import { useSession } from '../../session/SessionProvider';
import { countsByRoute, useNotificationCounts } from '../../shell/notificationCounts';
import { WaitingCount } from '../../shell/WaitingCount';

export function WaitingWidget() {
  const translate = useTranslate();
  const { access } = useSession();
  const counts = useNotificationCounts();
  const waiting = countsByRoute(counts);
  const entries = menuFor(access).flatMap((area) => area.visibleChildren.map((route) => ({ area, route, count: waiting.get(route.path)?.count ?? 0 })))
    .filter((entry) => entry.count > 0);
  return (
    <Card component="section" aria-labelledby="waiting-widget-title" sx={{ height: '100%' }}>
      <CardHeader title={<Typography id="waiting-widget-title" variant="h6" component="h2">{translate('home.counts.title')}</Typography>} />
      <CardContent sx={{ pt: 0 }}>
        {counts && entries.length === 0 && <Typography color="text.secondary">{translate('home.counts.none')}</Typography>}
        <List disablePadding>
          {entries.map(({ area, route, count }) => {
            const label = `${translate(area.label)} – ${translate(route.label)}`;
            return (
              <li key={route.path}>
                <ListItemButton component={RouterLink} to={`/app/${route.path}`} divider>
                  <ListItemText primary={label} />
                  <WaitingCount count={count} max={999} />
                </ListItemButton>
              </li>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}
