// support/information and its four routes (L01–L04, L06): the operator's articles, guides and videos
// with a search over their titles and text, and the messages the user may read. The information icon
// (B07) and the training-video link (B02) of the top bar open them.
import { useEffect, useState } from 'react';
import { Box, Button, Card, CardActionArea, CardContent, Chip, Link, List, ListItem, ListItemButton, ListItemText, Paper, TextField, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useRouteId } from '../../shell/useRouteId';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { formatDateTime } from '../../../domain/dates';
import { MessageContent } from '../../shell/MessageContent';
import { informationApi, type Item, type Kind } from './informationApi';

const KINDS: Kind[] = ['article', 'guide', 'video'];

function ItemView({ item }: { item: Item }) {
  const translate = useTranslate();
  return (
    <Box component="article" aria-labelledby="information-title">
      <Typography id="information-title" variant="h5" component="h1" gutterBottom>{item.title}</Typography>
      {item.summary && <Typography color="text.secondary" gutterBottom>{item.summary}</Typography>}
      {item.videoUrl && (
        <Box sx={{ position: 'relative', pt: '56.25%', my: 2, maxWidth: 960 }}>
          <Box component="iframe" src={item.videoUrl} title={item.title} allow="encrypted-media; picture-in-picture" allowFullScreen
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }} />
        </Box>
      )}
      {/* Rich text the server has cleaned (no scripts, handlers or foreign markup). */}
      <Box sx={{ maxWidth: 860, '& p': { mt: 0 } }} dangerouslySetInnerHTML={{ __html: item.body ?? '' }} />
      {item.updatedAt && <Typography variant="caption" color="text.secondary">{translate('information.updated', { date: formatDateTime(item.updatedAt) })}</Typography>}
    </Box>
  );
}

function ItemList({ items, empty }: { items: Item[] | null; empty: string }) {
  const translate = useTranslate();
  if (items === null) return null;
  if (items.length === 0) return <Typography>{translate(empty)}</Typography>;
  return (
    <List>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton component={RouterLink} to={`/app/support/information/${item.kind}/${item.id}`}>
            <ListItemText primary={item.title} secondary={item.summary} />
            <Chip size="small" variant="outlined" label={translate(`information.kind.${item.kind}`)} sx={{ ml: 1 }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** support/information (L06): a search over everything, and the way to each kind and the messages. */
export function InformationHub() {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Item[] | null>(null);
  const [all, setAll] = useState<Item[]>([]);
  useEffect(() => { informationApi.items().then(setAll, failure); }, [failure]);
  useEffect(() => {
    if (query.trim().length < 2) return setFound(null);
    const timer = setTimeout(() => { informationApi.items({ q: query.trim() }).then(setFound, failure); }, 250);
    return () => clearTimeout(timer);
  }, [query, failure]);
  const title = translate('routes.support.information');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
      <TextField type="search" label={translate('information.search')} value={query} onChange={(event) => setQuery(event.target.value)} sx={{ maxWidth: 560 }} />
      <Box role="region" aria-live="polite" aria-label={translate('information.results')}>
        {found && <ItemList items={found} empty="information.no_results" />}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mt: 2 }}>
        {[...KINDS, 'messages' as const].map((kind) => (
          <Card key={kind} variant="outlined">
            <CardActionArea component={RouterLink} to={`/app/support/information/${kind}`}>
              <CardContent>
                <Typography variant="h6" component="h2">{translate(`routes.information.${kind}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {kind === 'messages' ? translate('information.messages_hint') : translate('information.count', { smart_count: all.filter((item) => item.kind === kind).length })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

/** support/information/article|guide|video/{id?} (L01–L03). */
function KindPage({ kind }: { kind: Kind }) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const navigate = useNavigate();
  const id = useRouteId();
  const [items, setItems] = useState<Item[] | null>(null);
  const [item, setItem] = useState<Item | null>(null);
  useEffect(() => { informationApi.items({ kind }).then(setItems, (error) => { setItems([]); failure(error); }); }, [kind, failure]);
  useEffect(() => {
    if (id === undefined) return setItem(null);
    informationApi.item(id).then(setItem, (error) => { failure(error); navigate(`/app/support/information/${kind}`); });
  }, [id, kind, failure, navigate]);
  const title = translate(`routes.information.${kind}`);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={item?.title ?? title} />
      {item ? (
        <>
          <Button component={RouterLink} to={`/app/support/information/${kind}`} sx={{ mb: 1 }}>{translate('information.back', { list: title })}</Button>
          <ItemView item={item} />
        </>
      ) : (
        <>
          <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
          <Link component={RouterLink} to="/app/support/information">{translate('information.all')}</Link>
          <Paper variant="outlined" sx={{ mt: 2 }}><ItemList items={items} empty={`information.empty.${kind}`} /></Paper>
        </>
      )}
    </Box>
  );
}

export const ArticlesPage = () => <KindPage kind="article" />;
export const GuidesPage = () => <KindPage kind="guide" />;
export const VideosPage = () => <KindPage kind="video" />;

/** support/information/messages/{id?} (L04): the messages the user may read; opening one marks it read. */
export function MessagesPage() {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const id = useRouteId();
  const [messages, setMessages] = useState<Awaited<ReturnType<typeof informationApi.messages>> | null>(null);
  const [open, setOpen] = useState<Awaited<ReturnType<typeof informationApi.message>> | null>(null);
  useEffect(() => { informationApi.messages().then(setMessages, (error) => { setMessages([]); failure(error); }); }, [failure]);
  useEffect(() => {
    if (id === undefined) return setOpen(null);
    informationApi.message(id).then((message) => { setOpen(message); if (!message.isRead) void informationApi.markRead(id).catch(() => undefined); }, failure);
  }, [id, failure]);
  const title = translate('routes.information.messages');
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      {open ? (
        <>
          <Button component={RouterLink} to="/app/support/information/messages" sx={{ mb: 1 }}>{translate('information.back', { list: title })}</Button>
          <Typography variant="h5" component="h1">{open.title}</Typography>
          <MessageContent message={open} />
        </>
      ) : (
        <>
          <Typography variant="h5" component="h1" gutterBottom>{title}</Typography>
          {messages?.length === 0 && <Typography>{translate('information.empty.messages')}</Typography>}
          <Paper variant="outlined">
            <List>
              {(messages ?? []).map((message) => (
                <ListItem key={message.id} disablePadding>
                  <ListItemButton component={RouterLink} to={`/app/support/information/messages/${message.id}`}>
                    <ListItemText primary={message.title} secondary={formatDateTime(message.created)} primaryTypographyProps={{ fontWeight: message.isRead ? 'normal' : 'bold' }} />
                    {!message.isRead && <Chip size="small" color="primary" label={translate('information.unread')} />}
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Paper>
        </>
      )}
    </Box>
  );
}
