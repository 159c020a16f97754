// D01–D03: home. A balance location shows its stock, any other location what is in transit to and
// from it; both show what waits (B27–B34), the latest tickets and messages, and the contacts. An
// agent's work is the ticket queue: it comes first, above the stock table (issue 27).
import { useEffect, useState } from 'react';
import { Grid, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { isSupportAgent } from '../../../domain/support';
import { earlyAnswered, earlyPending } from '../../data/early';
import { useSession } from '../../session/SessionProvider';
import { ContactsWidget } from './ContactsWidget';
import { LatestMessagesWidget } from './LatestMessagesWidget';
import { StockWidget } from './StockWidget';
import { SupportTicketsWidget } from './SupportTicketsWidget';
import { TransitWidget } from './TransitWidget';
import { WaitingWidget } from './WaitingWidget';

/** How long the widgets wait for their rows asked for early before they are drawn with skeletons. */
const EARLY_WAIT_MS = 1000;

export function HomePage() {
  const translate = useTranslate();
  const { context, access } = useSession();
  // Drawn once the rows asked for early are in (data/early.ts): a widget drawn as a skeleton and then
  // filled would push the ones below it down as the page opens (issue 28).
  const [answered, setAnswered] = useState(() => !earlyPending());
  useEffect(() => {
    if (!answered) void earlyAnswered(EARLY_WAIT_MS).then(() => setAnswered(true));
  }, [answered]);
  const locationId = context.location.id!;
  const agent = isSupportAgent(access.user);
  const stock = (
    <Grid size={12}>
      {access.location.isBalance ? <StockWidget locationId={locationId} /> : <TransitWidget locationId={locationId} />}
    </Grid>
  );
  return (
    <>
      <Title title={translate('routes.home._')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>{translate('home.welcome', { name: context.user.name })}</Typography>
      {answered && <Grid container spacing={2} sx={{ mb: 2 }}>
        {/* The stock table needs the page's whole width; the smaller widgets share the row below it, or
            for an agent the row above it, the queue first. */}
        {!agent && stock}
        {agent && <Grid size={{ xs: 12, md: 6 }}><SupportTicketsWidget /></Grid>}
        <Grid size={{ xs: 12, md: 6, xl: agent ? 6 : 3 }}><WaitingWidget /></Grid>
        {!agent && <Grid size={{ xs: 12, md: 6, xl: 3 }}><SupportTicketsWidget /></Grid>}
        <Grid size={{ xs: 12, md: 6, xl: 3 }}><LatestMessagesWidget /></Grid>
        <Grid size={{ xs: 12, md: 6, xl: 3 }}><ContactsWidget /></Grid>
        {agent && stock}
      </Grid>}
    </>
  );
}
