// I01, I02, I04, I52: support/support-tickets/{id?} lists tickets and opens one; the order route
// support/support-tickets/order/{id?} opens the create dialog for that order. Closing either
// dialog sets the reload flag, so the list reloads.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { CreateTicketDialog } from './CreateTicketDialog';
import { TicketDialog } from './TicketDialog';
import { ticketPath } from './supportApi';
import { TicketList } from './TicketList';

const LIST = '/app/support/support-tickets';
const idOf = (raw: string | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : undefined);

function TicketsPage({ orderId }: { orderId?: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const ticketId = orderId === undefined ? idOf(useParams().id) : undefined;
  const [creating, setCreating] = useState(orderId !== undefined);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = () => setReloadKey((key) => key + 1);

  const closeCreate = (createdId?: number) => {
    setCreating(false);
    reload();
    if (createdId !== undefined) navigate(ticketPath(createdId));
    else if (orderId !== undefined) navigate(LIST);
  };

  return (
    <Box sx={{ mt: 2, minWidth: 0, maxWidth: '100%' }}>
      <Title title={translate('routes.support.support-tickets')} />
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('routes.support.support-tickets')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate('support.new_ticket')}</Button>
      </Box>
      <TicketList reloadKey={reloadKey} />
      {creating && <CreateTicketDialog orderId={orderId} onClose={closeCreate} />}
      {ticketId !== undefined && <TicketDialog key={ticketId} id={ticketId} onClose={() => { reload(); navigate(LIST); }} />}
    </Box>
  );
}

export function SupportTicketsPage() {
  return <TicketsPage />;
}

/** I02: the create dialog for order {id}; without a numeric id this is the plain list. */
export function SupportOrderTicketPage() {
  const orderId = idOf(useParams().id);
  return <TicketsPage key={orderId ?? 'none'} orderId={orderId} />;
}
