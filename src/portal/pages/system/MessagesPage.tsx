// system/messages/{id?} (K01, K05, C38): the global admins' list of every message with search and
// filters (query parameter parentId: the follow-ups of one message); an id, or "new message", opens
// the message dialog.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert, Box, Button, Card, Chip, FormControl, InputLabel, LinearProgress, MenuItem, Select, Table, TableBody, TableCell, TableContainer,
  TableHead, TableRow, TextField, Toolbar, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Message } from '../../../../generated/entities';
import { api } from '../../data/api';
import { formatDateTime } from '../../shell/MessageContent';
import { MessageEditDialog } from './MessageEditDialog';

const PAGE_SIZE = 25;
const BASE = '/app/system/messages';

export function audienceOf(message: Message, translate: (key: string) => string): string {
  const parts = [message.customerName, message.locationName, message.taskId ? translate(`identity.messages_admin.task.${message.taskId}`) : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : translate('identity.messages_admin.everyone');
}

export function MessagesPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const parentId = Number(params.get('parentId')) || undefined;
  const [q, setQ] = useState('');
  const [type, setType] = useState('');
  const [mustRead, setMustRead] = useState('');
  const [page, setPage] = useState(0);
  const [state, setState] = useState<{ items: Message[]; total: number; loading: boolean; failed: boolean }>({ items: [], total: 0, loading: true, failed: false });
  const [creating, setCreating] = useState(false);

  const load = useCallback(() => {
    setState((current) => ({ ...current, loading: true }));
    api<Message[]>('GET', '/api/messages', { query: { all: true, q: q.trim() || undefined, type: type || undefined, mustRead: mustRead || undefined, parentId, index: page * PAGE_SIZE, count: PAGE_SIZE } })
      .then((response) => setState({ items: response.data, total: response.total ?? 0, loading: false, failed: false }))
      .catch(() => setState({ items: [], total: 0, loading: false, failed: true }));
  }, [q, type, mustRead, parentId, page]);
  useEffect(() => {
    const timer = setTimeout(load, q ? 250 : 0);
    return () => clearTimeout(timer);
  }, [load, q]);

  const editing = id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
  const closeDialog = (changed: boolean) => {
    setCreating(false);
    if (editing !== null) navigate(`${BASE}${params.toString() ? `?${params}` : ''}`);
    if (changed) load();
  };
  const pages = Math.max(1, Math.ceil(state.total / PAGE_SIZE));

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('routes.system.messages')} />
      <Toolbar sx={{ gap: 2, flexWrap: 'wrap', py: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flex: '1 1 auto' }}>{translate('routes.system.messages')}</Typography>
        <TextField size="small" label={translate('identity.messages_admin.search')} value={q} onChange={(event) => { setQ(event.target.value); setPage(0); }} />
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="messages-type">{translate('identity.messages_admin.fields.type')}</InputLabel>
          <Select labelId="messages-type" label={translate('identity.messages_admin.fields.type')} value={type} onChange={(event) => { setType(event.target.value); setPage(0); }}>
            <MenuItem value="">{translate('identity.messages_admin.everyone')}</MenuItem>
            {['Message', 'Login'].map((value) => <MenuItem key={value} value={value}>{translate(`identity.messages_admin.type.${value}`)}</MenuItem>)}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 140 }}>
          <InputLabel id="messages-must-read">{translate('identity.messages_admin.fields.mustRead')}</InputLabel>
          <Select labelId="messages-must-read" label={translate('identity.messages_admin.fields.mustRead')} value={mustRead} onChange={(event) => { setMustRead(event.target.value); setPage(0); }}>
            <MenuItem value="">{translate('identity.messages_admin.everyone')}</MenuItem>
            <MenuItem value="true">{translate('identity.messages_admin.yes')}</MenuItem>
            <MenuItem value="false">{translate('identity.messages_admin.no')}</MenuItem>
          </Select>
        </FormControl>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate('identity.messages_admin.new')}</Button>
      </Toolbar>
      {parentId && (
        <Box sx={{ px: 2 }}>
          <Chip label={translate('identity.messages_admin.parent_of', { id: parentId })} onDelete={() => { params.delete('parentId'); setParams(params); }} />
        </Box>
      )}
      {state.loading && <LinearProgress aria-label={translate('app.loading')} />}
      {state.failed && <Alert severity="error" role="alert" sx={{ m: 2 }}>{translate('identity.messages_admin.load_failed')}</Alert>}
      {!state.loading && !state.failed && state.items.length === 0 && <Typography sx={{ p: 2 }}>{translate('identity.messages_admin.empty')}</Typography>}
      {state.items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={translate('routes.system.messages')}>
            <TableHead>
              <TableRow>
                {['id', 'title', 'created', 'priority', 'type', 'mustRead', 'audience', 'readCount', 'attachmentCount'].map((field) => (
                  <TableCell key={field}>{translate(field === 'audience' ? 'identity.messages_admin.audience' : `identity.messages_admin.fields.${field}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {state.items.map((message) => (
                <TableRow key={message.id} hover>
                  <TableCell>{message.id}</TableCell>
                  <TableCell><RouterLink to={`${BASE}/${message.id}${params.toString() ? `?${params}` : ''}`}>{message.title}</RouterLink></TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(message.created)}</TableCell>
                  <TableCell>{translate(`identity.messages_admin.priority.${message.priority}`)}</TableCell>
                  <TableCell>{translate(`identity.messages_admin.type.${message.type}`)}</TableCell>
                  <TableCell>{translate(message.mustRead ? 'identity.messages_admin.yes' : 'identity.messages_admin.no')}</TableCell>
                  <TableCell>{audienceOf(message, translate)}</TableCell>
                  <TableCell>{message.readCount ?? 0}</TableCell>
                  <TableCell>{message.attachmentCount ?? 0}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, p: 1 }}>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>{translate('identity.mailarchive.previous')}</Button>
          <Typography variant="body2">{translate('identity.mailarchive.page', { page: page + 1, pages })}</Typography>
          <Button disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>{translate('identity.mailarchive.next')}</Button>
        </Box>
      )}
      {(creating || editing !== null) && <MessageEditDialog id={creating ? null : editing} parentId={parentId} onClose={closeDialog} />}
    </Card>
  );
}
