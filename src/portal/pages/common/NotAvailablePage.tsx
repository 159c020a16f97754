import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A route whose content comes later: the menu, guard and title are real, the page says so. */
export function NotAvailablePage({ label }: { label: string }) {
  const translate = useTranslate();
  const page = translate(label);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={page} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>{page}</Typography>
        <Typography>{translate('app.not_available_text', { page })}</Typography>
      </CardContent>
    </Card>
  );
}
