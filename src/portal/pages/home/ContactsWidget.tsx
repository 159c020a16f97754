// D10: the customer contacts: location admin (only if different from the customer admin), customer
// admin and chain admin, each with name, email and phone.
import { Link, List, ListItem, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Contact } from '../../../../generated/entities';
import { useSession } from '../../session/SessionProvider';
import { WidgetFrame } from './WidgetFrame';

export function ContactsWidget() {
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
    <WidgetFrame titleId="contacts-title" title={translate('home.contacts')}>
      {contacts.length === 0 && <Typography>{translate('home.no_contacts')}</Typography>}
      <List disablePadding>
        {contacts.map(({ role, contact }) => (
          <ListItem key={role} disableGutters divider sx={{ display: 'block' }}>
            <Typography variant="overline" component="p" sx={{ lineHeight: 1.6 }}>{translate(role)}</Typography>
            <Typography fontWeight={600}>{contact.name}</Typography>
            {contact.email && <Link href={`mailto:${contact.email}`} display="block" sx={{ overflowWrap: 'anywhere' }}>{contact.email}</Link>}
            {contact.phone && <Link href={`tel:${contact.phone.replace(/\s/g, '')}`} display="block">{contact.phone}</Link>}
          </ListItem>
        ))}
      </List>
    </WidgetFrame>
  );
}
