// D10: the customer contacts: location admin (only if different from the customer admin),
// customer admin and chain admin, each with name, email and phone.
import { Card, CardContent, CardHeader, Grid, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import type { Contact } from '../../../../generated/entities';
import { useSession } from '../../session/SessionProvider';
import { SupportTicketsWidget } from './SupportTicketsWidget';

export function HomePage() {
  const translate = useTranslate();
  const { context } = useSession();
  const customerAdmin = context.customer.adminUser ?? null;
  const locationAdmin = context.location.adminUser ?? null;
  const contacts: Array<{ role: string; contact: Contact }> = [
    ...(locationAdmin && locationAdmin.id !== customerAdmin?.id ? [{ role: 'home.location_admin', contact: locationAdmin }] : []),
    ...(customerAdmin ? [{ role: 'home.customer_admin', contact: customerAdmin }] : []),
    ...(context.chain?.adminUser ? [{ role: 'home.chain_admin', contact: context.chain.adminUser }] : []),
  ];
  return (
    <>
      <Title title={translate('routes.home._')} />
      <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>{translate('home.welcome', { name: context.user.name })}</Typography>
      <Card component="section" aria-labelledby="contacts-title">
        <CardHeader title={<Typography id="contacts-title" variant="h6" component="h2">{translate('home.contacts')}</Typography>} />
        <CardContent>
          {contacts.length === 0 && <Typography>{translate('home.no_contacts')}</Typography>}
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {contacts.map(({ role, contact }) => (
              <Grid key={role} size={{ xs: 12, md: 4 }} component="li">
                <Typography variant="overline" component="p">{translate(role)}</Typography>
                <Typography fontWeight={600}>{contact.name}</Typography>
                {contact.email && <Link href={`mailto:${contact.email}`} display="block">{contact.email}</Link>}
                {contact.phone && <Link href={`tel:${contact.phone.replace(/\s/g, '')}`} display="block">{contact.phone}</Link>}
              </Grid>
            ))}
          </Grid>
        </CardContent>
      </Card>
      <SupportTicketsWidget />
    </>
  );
}
