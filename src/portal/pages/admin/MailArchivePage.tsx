// admin/mailarchive/{id?} (J17, C37): the mails the portal sent, in the viewer's scope, newest
// first; query parameter page (default 1). An id shows that mail with its text.
import { useEffect, useState } from 'react';
import {
  Alert, Box, Button, Card, CardContent, FormControl, InputLabel, LinearProgress, MenuItem, Select, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, TextField, Toolbar, Typography,
} from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { Mail } from '../../../../generated/entities';
import { api } from '../../data/api';
import { formatDateTime } from '../../shell/MessageContent';
import { MailView } from './MailView';

const PAGE_SIZE = 25;
const BASE = '/app/admin/mailarchive';
const KINDS = ['password-reset', 'registration-confirmation'] as const;

export function MailArchivePage() {
  const { id } = useParams();
  return /^\d+$/.test(id ?? '') ? <MailView id={Number(id)} /> : <MailList />;
}

function MailList() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('');
  const [state, setState] = useState<{ items: Mail[]; total: number; loading: boolean; failed: boolean }>({ items: [], total: 0, loading: true, failed: false });

  useEffect(() => {
    let live = true;
    setState((current) => ({ ...current, loading: true }));
    const timer = setTimeout(() => {
      api<Mail[]>('GET', '/api/mailarchives', { query: { q: q.trim() || undefined, kind: kind || undefined, index: (page - 1) * PAGE_SIZE, count: PAGE_SIZE } })
        .then((response) => live && setState({ items: response.data, total: response.total ?? 0, loading: false, failed: false }))
        .catch(() => live && setState({ items: [], total: 0, loading: false, failed: true }));
    }, q ? 250 : 0);
    return () => { live = false; clearTimeout(timer); };
  }, [q, kind, page]);

  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));
  const goTo = (next: number) => setParams(next === 1 ? {} : { page: String(next) });
  const field = (name: string) => translate(`identity.mailarchive.fields.${name}`);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('routes.admin.mailarchive')} />
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>{translate('routes.admin.mailarchive')}</Typography>
        <TextField size="small" label={translate('identity.mailarchive.search')} value={q} onChange={(event) => { setQ(event.target.value); goTo(1); }} />
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="mail-kind">{field('kind')}</InputLabel>
          <Select labelId="mail-kind" label={field('kind')} value={kind} onChange={(event) => { setKind(event.target.value); goTo(1); }}>
            <MenuItem value="">{translate('identity.messages_admin.everyone')}</MenuItem>
            {KINDS.map((value) => <MenuItem key={value} value={value}>{translate(`identity.mailarchive.kind.${value}`)}</MenuItem>)}
          </Select>
        </FormControl>
      </Toolbar>
      {state.loading && <LinearProgress aria-label={translate('app.loading')} />}
      {state.failed && <Alert severity="error" role="alert" sx={{ m: 2 }}>{translate('identity.mailarchive.load_failed')}</Alert>}
      {!state.loading && !state.failed && state.items.length === 0 && <CardContent><Typography>{translate('identity.mailarchive.empty')}</Typography></CardContent>}
      {state.items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('routes.admin.mailarchive')}>
            <TableHead>
              <TableRow>{['created', 'toAddress', 'subject', 'kind', 'customerName', 'locationName', 'delivery'].map((name) => <TableCell key={name}>{field(name)}</TableCell>)}</TableRow>
            </TableHead>
            <TableBody>
              {state.items.map((mail) => (
                <TableRow key={mail.id} hover>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.created)}</TableCell>
                  <TableCell>{mail.toName ? `${mail.toName} <${mail.toAddress}>` : mail.toAddress}</TableCell>
                  <TableCell><RouterLink to={`${BASE}/${mail.id}`}>{mail.subject}</RouterLink></TableCell>
                  <TableCell>{translate(`identity.mailarchive.kind.${mail.kind}`)}</TableCell>
                  <TableCell>{mail.customerName ?? ''}</TableCell>
                  <TableCell>{mail.locationName ?? ''}</TableCell>
                  <TableCell>{translate(`identity.mailarchive.delivery.${mail.delivery}`)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1 }}>
          <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>{translate('identity.mailarchive.previous')}</Button>
          <Typography variant="body2">{translate('identity.mailarchive.page', { page, pages })}</Typography>
          <Button disabled={page >= pages} onClick={() => goTo(page + 1)}>{translate('identity.mailarchive.next')}</Button>
        </Box>
      )}
    </Card>
  );
}
