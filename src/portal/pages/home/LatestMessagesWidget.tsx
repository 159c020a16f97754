// D03, D08: the latest 3 messages by created date, read again every 5 minutes; a failed read shows an
// empty list and nothing else (O40). A message opens in the message dialog.
import { useState } from 'react';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Message } from '../../../../generated/entities';
import { formatDateTime } from '../../../domain/dates';
import { MessageDialog } from '../../shell/MessageDialog';
import { arrivedForHome, homeApi, WIDGET_REFRESH_MS } from './homeApi';
import { useHomeData } from './useHomeData';
import { WidgetFrame } from './WidgetFrame';

const NONE: Message[] = [];

export function LatestMessagesWidget() {
  const translate = useTranslate();
  const [reload, setReload] = useState(0);
  const { data: messages, loading } = useHomeData(homeApi.latestMessages, NONE, { refreshMs: WIDGET_REFRESH_MS, quiet: true, key: reload, arrived: arrivedForHome.latestMessages });
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <WidgetFrame titleId="messages-widget-title" title={translate('home.messages.title')} loading={loading} rows={3}>
      {messages.length === 0 && <Typography color="text.secondary">{translate('home.messages.empty')}</Typography>}
      <List disablePadding>
        {messages.map((message) => (
          <ListItem key={message.id} disableGutters divider>
            <ListItemText
              primary={<Link component="button" type="button" onClick={() => setOpenId(message.id!)} sx={{ textAlign: 'left', fontWeight: message.isRead ? 400 : 600 }}>{message.title}</Link>}
              secondary={formatDateTime(message.created)}
            />
          </ListItem>
        ))}
      </List>
      {openId !== null && <MessageDialog id={openId} onClose={() => setOpenId(null)} onRead={() => { setOpenId(null); setReload((n) => n + 1); }} />}
    </WidgetFrame>
  );
}
