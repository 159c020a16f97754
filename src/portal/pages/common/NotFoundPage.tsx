import { Button, Card, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

/** An address that leads nowhere: react-admin's own page greys its text below AA contrast (issue 14). */
export function NotFoundPage() {
  const translate = useTranslate();
  const title = translate('ra.page.not_found');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
        <Typography sx={{ mb: 2 }}>{translate('ra.message.not_found')}</Typography>
        <Button component={RouterLink} to="/app/home" variant="contained">{translate('routes.home._')}</Button>
      </CardContent>
    </Card>
  );
}
