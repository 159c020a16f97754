// D03, D09: the latest three unresolved tickets of the location, refreshed every 5 minutes; a failed
// load shows an empty list (R28).
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, CardHeader, Link, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UNRESOLVED_STATUSES } from '../../../domain/support';
import { useSession } from '../../session/SessionProvider';
import { StatusChip } from '../support/StatusChip';
import { supportApi, ticketPath, type Ticket } from '../support/supportApi';

const REFRESH_MS = 5 * 60 * 1000;

export function SupportTicketsWidget() {
  const translate = useTranslate();
  const { context } = useSession();
  const [tickets, setTickets] = useState<Ticket[]>([]);

  useEffect(() => {
    let current = true;
    const load = () => supportApi.tickets({ status: UNRESOLVED_STATUSES.join(','), locationId: context.location.id, index: 0, count: 3 })
      .then((response) => current && setTickets(response.data), () => current && setTickets([]));
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => { current = false; clearInterval(timer); };
  }, [context.location.id]);

  return (
    <Card component="section" aria-labelledby="tickets-widget-title" sx={{ mt: 2 }}>
      <CardHeader
        title={<Typography id="tickets-widget-title" variant="h6" component="h2">{translate('support.widget.title')}</Typography>}
        action={<Link component={RouterLink} to="/app/support/support-tickets" sx={{ display: 'inline-block', mt: 1, mr: 1 }}>{translate('support.widget.all')}</Link>}
      />
      <CardContent sx={{ pt: 0 }}>
        {tickets.length === 0 && <Typography color="text.secondary">{translate('support.widget.empty')}</Typography>}
        <List disablePadding>
          {tickets.map((ticket) => (
            <ListItem key={ticket.id} disableGutters divider>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%' }}>
                <StatusChip status={ticket.status ?? 0} />
                <Link component={RouterLink} to={ticketPath(ticket.id)} sx={{ flexGrow: 1 }}>{ticket.title}</Link>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>{ticket.createdLocal}</Typography>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
