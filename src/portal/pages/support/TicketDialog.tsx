// I18–I22, I51–I53: the existing-ticket dialog. The left panel holds the ticket's facts (editable by
// agents), the right side the title, who created it, the reply form and the events newest first.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Chip, Dialog, DialogContent, DialogTitle, Grid, IconButton, LinearProgress, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { isArchivedOrBeyond, isSupportAgent } from '../../../domain/support';
import { routeForPath } from '../../../domain/routes';
import { useSession } from '../../session/SessionProvider';
import { EventList } from './EventList';
import { ReplyForm } from './ReplyForm';
import { supportApi, type Ticket, type TicketEvent } from './supportApi';
import { TicketDetails } from './TicketDetails';

export function TicketDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const translate = useTranslate();
  const { access } = useSession();
  const agent = isSupportAgent(access.user);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  const [events, setEvents] = useState<TicketEvent[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  // I18, I51: both loads fill the dialog; a failure is not announced, the dialog just stays empty.
  const load = useCallback(async () => {
    const [loadedTicket, loadedEvents] = await Promise.allSettled([supportApi.ticket(id), supportApi.events(id)]);
    if (loadedTicket.status === 'fulfilled') setTicket(loadedTicket.value);
    if (loadedEvents.status === 'fulfilled') setEvents(loadedEvents.value);
    setState(loadedTicket.status === 'fulfilled' ? 'ready' : 'failed');
  }, [id]);
  useEffect(() => {
    setState('loading');
    setTicket(null);
    setEvents([]);
    void load();
  }, [load]);

  // I53: while a ticket is open, the title is its id followed by the support-tickets route title.
  useEffect(() => {
    if (!ticket) return;
    const route = routeForPath('support/support-tickets');
    document.title = `${ticket.id} - ${translate(route?.label ?? 'routes.support.support-tickets')} - ${translate('app.name')}`;
  }, [ticket, translate]);

  const archived = ticket ? isArchivedOrBeyond(ticket.status ?? 0) : false;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="ticket-title" scroll="paper">
      <DialogTitle id="ticket-title" sx={{ pr: 7 }}>
        {ticket ? `${ticket.id} – ${ticket.title}` : translate('support.ticket.dialog_label', { id })}
        {ticket?.internal && <Chip size="small" label={translate('support.ticket.internal_ticket')} sx={{ ml: 1 }} />}
        <IconButton aria-label={translate('support.ticket.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}><CloseIcon /></IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {state === 'loading' && <LinearProgress aria-label={translate('support.ticket.loading')} />}
        {state === 'failed' && <Typography>{translate('support.ticket.not_found')}</Typography>}
        {ticket && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 4 }} component="section" aria-label={translate('support.ticket.details')}>
              <TicketDetails ticket={ticket} editable={agent && !archived} onSaved={setTicket} />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <Typography color="text.secondary" gutterBottom>
                {translate('support.ticket.created_by', { name: ticket.userName ?? '', time: ticket.createdLocal ?? '' })}
              </Typography>
              {archived
                ? <Alert severity="info" sx={{ my: 2 }}>{translate('support.ticket.archived')}</Alert>
                : <ReplyForm ticket={ticket} agent={agent} onSent={load} />}
              <Box component="section" aria-labelledby="events-title" sx={{ mt: 3 }}>
                <Typography id="events-title" variant="h6" component="h3">{translate('support.ticket.events')}</Typography>
                <EventList events={events} agent={agent} />
              </Box>
            </Grid>
          </Grid>
        )}
      </DialogContent>
    </Dialog>
  );
}
