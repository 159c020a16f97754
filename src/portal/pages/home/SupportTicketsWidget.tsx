// D03, D09: the latest three unresolved tickets the user can act on, refreshed every 5 minutes; a
// failed load shows an empty list (R28, O40). A customer's user sees the location's tickets; an agent
// the whole queue, the tickets assigned to the agent first. "Alle saker" opens the list with the same
// filter, so it shows the tickets the widget counted.
import { Link as RouterLink } from 'react-router-dom';
import { Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSupportAgent } from '../../../domain/support';
import { useSession } from '../../session/SessionProvider';
import { StatusChip } from '../support/StatusChip';
import { supportApi, ticketPath, type Ticket } from '../support/supportApi';
import { widgetFilter, widgetListPath, widgetQuery } from '../support/widgetFilter';
import { arrivedForHome, WIDGET_REFRESH_MS } from './homeApi';
import { useHomeData } from './useHomeData';
import { WidgetFrame } from './WidgetFrame';

const NONE: { rows: Ticket[]; total: number } = { rows: [], total: 0 };

export function SupportTicketsWidget() {
  const translate = useTranslate();
  const { context, access } = useSession();
  const agent = isSupportAgent(access.user);
  const filter = widgetFilter(agent, context.location.id!);
  const { data, loading } = useHomeData(async () => {
    const response = await supportApi.tickets({ ...widgetQuery(filter), index: 0, count: 3 });
    return { rows: response.data, total: response.total ?? response.data.length };
  }, NONE, { refreshMs: WIDGET_REFRESH_MS, quiet: true, key: `${agent}:${context.location.id}`, arrived: () => arrivedForHome.tickets(filter) });

  return (
    <WidgetFrame
      titleId="tickets-widget-title" title={translate(agent ? 'support.widget.title_queue' : 'support.widget.title')} loading={loading} rows={3}
      action={(
        <Link component={RouterLink} to={widgetListPath(filter)} sx={{ display: 'inline-block', mt: 1, mr: 1, whiteSpace: 'nowrap' }}
          aria-label={data.total > 0 ? `${translate('support.widget.all')}, ${translate('support.widget.count', { smart_count: data.total })}` : undefined}>
          {translate('support.widget.all')}{data.total > 0 ? ` (${data.total})` : ''}
        </Link>
      )}
    >
      {data.rows.length === 0 && <Typography color="text.secondary">{translate('support.widget.empty')}</Typography>}
      <List disablePadding>
        {data.rows.map((ticket) => (
          <ListItem key={ticket.id} disableGutters divider>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
              <StatusChip status={ticket.status ?? 0} />
              <Link component={RouterLink} to={ticketPath(ticket.id)} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{ticket.title}</Link>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{ticket.createdLocal}</Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </WidgetFrame>
  );
}
