// One archived mail (J17): who it went to, when, whether SMTP delivered it, and its text with the
// links in it clickable.
import { Fragment, useEffect, useState } from 'react';
import { Alert, Box, Card, CardContent, LinearProgress, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Mail } from '../../../../generated/entities';
import { api, ApiError } from '../../data/api';
import { formatDateTime } from '../../shell/MessageContent';

/** The mail's plain text with http(s) addresses as links. */
function Linked({ body }: { body: string }) {
  const parts = body.split(/(https?:\/\/[^\s]+)/g);
  return <>{parts.map((part, index) => (index % 2 === 1 ? <Link key={index} href={part}>{part}</Link> : <Fragment key={index}>{part}</Fragment>))}</>;
}

export function MailView({ id }: { id: number }) {
  const translate = useTranslate();
  const [mail, setMail] = useState<Mail | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    api<Mail>('GET', `/api/mailarchive/${id}`).then((response) => setMail(response.data),
      (error) => setFailure(error instanceof ApiError && error.description ? error.description : translate('identity.mailarchive.load_failed')));
  }, [id, translate]);
  const field = (name: string) => translate(`identity.mailarchive.fields.${name}`);

  return (
    <Card sx={{ mt: 2, maxWidth: 900 }}>
      <Title title={translate('routes.admin.mailarchive')} />
      <CardContent>
        <Link component={RouterLink} to="/app/admin/mailarchive">{translate('identity.mailarchive.back')}</Link>
        {!mail && !failure && <LinearProgress sx={{ mt: 2 }} aria-label={translate('app.loading')} />}
        {failure && <Alert severity="error" role="alert" sx={{ mt: 2 }}>{failure}</Alert>}
        {mail && (
          <Box component="article" aria-labelledby="mail-subject" sx={{ mt: 2 }}>
            <Typography id="mail-subject" variant="h5" component="h1" gutterBottom>{mail.subject}</Typography>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dt': { fontWeight: 600 }, '& dd': { m: 0 } }}>
              <dt>{field('toAddress')}</dt><dd>{mail.toName ? `${mail.toName} <${mail.toAddress}>` : mail.toAddress}</dd>
              <dt>{field('created')}</dt><dd>{formatDateTime(mail.created)}</dd>
              <dt>{field('kind')}</dt><dd>{translate(`identity.mailarchive.kind.${mail.kind}`)}</dd>
              <dt>{field('delivery')}</dt><dd>{translate(`identity.mailarchive.delivery.${mail.delivery}`)}{mail.deliveryError ? ` (${mail.deliveryError})` : ''}</dd>
              {mail.customerName && <><dt>{field('customerName')}</dt><dd>{mail.customerName}</dd></>}
              {mail.locationName && <><dt>{field('locationName')}</dt><dd>{mail.locationName}</dd></>}
            </Box>
            <Box data-testid="mail-body" sx={{ mt: 3, p: 2, bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, whiteSpace: 'pre-wrap', fontFamily: 'inherit', overflowWrap: 'anywhere' }}>
              <Linked body={mail.body ?? ''} />
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
