// "Venter på deg" (B27–B34, issue 27): every kind of waiting work at the context location, row by row
// with its deadline, the earliest first (GET waitingwork); each row opens the dialog that answers it,
// at its list's address. Below, the menu's counts as links to the lists they counted. Read again
// whenever the counts change (after the user's own writes, and every 10 minutes, B27).
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { poolToday } from '../../../domain/dates';
import { menuFor } from '../../../domain/routes';
import { useSession } from '../../session/SessionProvider';
import { badgeTarget, countsByRoute, useNotificationCounts } from '../../shell/notificationCounts';
import { WaitingCount } from '../../shell/WaitingCount';
import { arrivedForHome, homeApi, type WaitingRow } from './homeApi';
import { useHomeData } from './useHomeData';
import { usePhone } from '../../shell/usePhone';
import { WidgetFrame } from './WidgetFrame';

const NONE: { data: WaitingRow[]; total: number } = { data: [], total: 0 };

export function WaitingWidget() {
  const translate = useTranslate();
  const { access } = useSession();
  const counts = useNotificationCounts();
  const waiting = countsByRoute(counts);
  const waitsAt = (path: string) => (waiting.get(path)?.count ?? 0) > 0;
  const entries = menuFor(access, waitsAt).flatMap((area) => area.visibleChildren.map((route) => ({ area, route, badge: waiting.get(route.path) })))
    .filter((entry) => (entry.badge?.count ?? 0) > 0);
  // Read again when the counts change, but not when the first counts arrive: the first read answers to them.
  const countsKey = counts === null ? null : JSON.stringify(counts);
  const firstCounts = useRef<string | null>(null);
  firstCounts.current ??= countsKey;
  const changed = countsKey !== firstCounts.current ? countsKey : '';
  const { data: rows, loading } = useHomeData(homeApi.waitingWork, NONE, { quiet: true, key: `${access.location.id}:${changed}`, arrived: arrivedForHome.waitingWork });
  const phone = usePhone();
  const today = poolToday();
  const entryLabel = (path: string) => {
    const area = menuFor(access, waitsAt).find((candidate) => candidate.visibleChildren.some((route) => route.path === path));
    const route = area?.visibleChildren.find((candidate) => candidate.path === path);
    return area && route ? `${translate(area.label)} – ${translate(route.label)}` : path;
  };
  return (
    // Its height follows what waits: kept per location, and held until the rows and the counts are both in.
    <WidgetFrame titleId="waiting-widget-title" title={translate('home.counts.title')} loading={loading || !counts} rows={4}
      remember={`waiting:${access.location.id}:${phone ? 'phone' : 'desk'}`}>
        {counts && entries.length === 0 && rows.data.length === 0 && <Typography color="text.secondary">{translate('home.counts.none')}</Typography>}
        {rows.data.length > 0 && (
          <List disablePadding aria-label={translate('home.counts.rows')} sx={{ mb: 2 }}>
            {rows.data.map((row) => {
              const late = row.deadline < today;
              return (
                <li key={`${row.kind}:${row.id}`}>
                  <ListItemButton component={RouterLink} to={`/app/${row.route}/${row.id}?waiting=${row.kind}`} divider>
                    <ListItemText
                      primary={`${translate(`home.counts.kind.${row.kind}`)} ${row.id}`}
                      secondary={`${row.locationNameFrom ?? ''} → ${row.locationNameTo ?? ''}`}
                    />
                    <Box component="span" sx={{ whiteSpace: 'nowrap', ml: 1, color: late ? 'error.main' : 'text.secondary', fontWeight: late ? 600 : undefined }}>
                      {translate(late ? 'home.counts.deadline_passed' : 'home.counts.deadline', { date: row.deadline })}
                    </Box>
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
        {rows.total > rows.data.length && <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('home.counts.more', { smart_count: rows.total - rows.data.length })}</Typography>}
        <List disablePadding aria-label={translate('home.counts.lists')}>
          {entries.map(({ route, badge }) => (
            <li key={route.path}>
              <ListItemButton component={RouterLink} to={badgeTarget(route.path, badge!.name, access)} divider>
                <ListItemText primary={entryLabel(route.path)} />
                <WaitingCount count={badge!.count} max={999} />
              </ListItemButton>
            </li>
          ))}
        </List>
    </WidgetFrame>
  );
}
