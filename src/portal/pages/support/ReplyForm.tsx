// I23–I26, I30, I38, I39: the reply form. Agents send a reply "as" the ticket's next status, the one
// place the status changes (issue 28; a New ticket answered is started), may mark it an internal note
// and start from a reply template; with nothing written the same button only sets the status. The
// event goes first, then each file (I24).
import { useEffect, useRef, useState } from 'react';
import { Box, Button, ButtonGroup, FormControl, FormControlLabel, InputLabel, ListItemText, Menu, MenuItem, Select, Stack, Switch, Typography } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { SupportTemplate } from '../../../../generated/entities';
import { hasInlineImage, REPLY_MAX_CHARS, richTextIsEmpty, replyStatusDefault, replyTooLong, ticketStatuses, visibleLength } from '../../../domain/support';
import { useSession } from '../../session/SessionProvider';
import { FileAttachments } from './FileAttachments';
import { useSupportNotices } from './notices';
import { RichTextEditor } from './RichTextEditor';
import { supportApi, type PickedFile, type Ticket, type TicketEvent } from './supportApi';
import { writable } from './TicketDetails';

/**
 * A reply being written is kept for its ticket in the tab until it is sent: closing the ticket (Esc, the
 * close button) or reloading the page loses nothing typed.
 */
const draftKey = (userId: number, ticketId: number) => `reply-draft:${userId}:${ticketId}`;

export function ReplyForm({ ticket, agent, onSent }: { ticket: Ticket; agent: boolean; onSent: () => Promise<void> }) {
  const translate = useTranslate();
  const notices = useSupportNotices();
  const { context } = useSession();
  const key = draftKey(context.user.id ?? 0, ticket.id ?? 0);
  const [text, setDraft] = useState(() => sessionStorage.getItem(key) ?? '');
  const setText = (next: string) => {
    setDraft(next);
    if (richTextIsEmpty(next)) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, next);
  };
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [status, setStatus] = useState<number>(replyStatusDefault(ticket.status ?? 0));
  const [choosing, setChoosing] = useState(false);
  const chooser = useRef<HTMLDivElement>(null);
  const [internal, setInternal] = useState(false);
  const [templates, setTemplates] = useState<SupportTemplate[]>([]);
  const [template, setTemplate] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => setStatus(replyStatusDefault(ticket.status ?? 0)), [ticket.status]);
  // I39, I51: templates for agents; a failed load leaves the list empty.
  useEffect(() => {
    if (agent) supportApi.templates().then(setTemplates, () => setTemplates([]));
  }, [agent]);

  const count = visibleLength(text);
  const tooLong = replyTooLong(text);
  const inline = hasInlineImage(text);
  const empty = richTextIsEmpty(text) && files.length === 0;
  // An agent with nothing written may still move the ticket: the same button sets the status.
  const statusOnly = agent && empty && status !== ticket.status;

  const applyTemplate = (name: string) => {
    setTemplate(name);
    const chosen = templates.find((row) => row.name === name);
    // A template is written after what the agent has already typed, never over it.
    if (chosen) setText(richTextIsEmpty(text) ? chosen.text : `${text}${chosen.text}`);
  };

  async function setTicketStatus() {
    setBusy(true);
    try {
      await supportApi.updateTicket({ ...writable(ticket), status: status as TicketEvent['status'] });
      notices.success('support.ticket.saved');
    } catch (error) {
      notices.failure(error);
    }
    await onSent();
    setBusy(false);
  }

  async function send() {
    if (statusOnly) return setTicketStatus();
    if (empty || tooLong || inline) return;
    setBusy(true);
    let event;
    try {
      event = await supportApi.createEvent({
        ticketId: ticket.id, description: text, internalUse: agent && internal, userId: context.user.id, ...(agent ? { status: status as TicketEvent['status'] } : {}),
      });
    } catch (error) {
      notices.creationFailed('event', error);
      setBusy(false);
      return;
    }
    let failed = false;
    for (const file of files) {
      try {
        await supportApi.createAttachment({ ticketEventId: event.id, userId: context.user.id, filename: file.name, contentType: file.type, contentData: file.data });
      } catch (error) {
        failed = true;
        notices.creationFailed('attachment', error);
      }
    }
    setText('');
    setFiles([]);
    setTemplate('');
    setInternal(false);
    if (!failed) notices.success('support.ticket.sent');
    await onSent();
    setBusy(false);
  }

  return (
    <Box component="form" noValidate aria-labelledby="reply-title" onSubmit={(event) => { event.preventDefault(); void send(); }} sx={{ mt: 1 }}>
      <Typography id="reply-title" variant="h6" component="h3">{translate('support.ticket.reply')}</Typography>
      {agent && templates.length > 0 && (
        <FormControl size="small" sx={{ minWidth: 240, mt: 1 }}>
          <InputLabel id="template-label">{translate('support.ticket.template')}</InputLabel>
          <Select labelId="template-label" label={translate('support.ticket.template')} value={template} onChange={(event) => applyTemplate(event.target.value)}>
            <MenuItem value=""><em>{translate('support.ticket.no_template')}</em></MenuItem>
            {templates.map((row) => <MenuItem key={row.name} value={row.name}>{row.name}</MenuItem>)}
          </Select>
        </FormControl>
      )}
      <RichTextEditor
        id={`reply-${ticket.id}`}
        label={translate('support.ticket.reply_label')}
        value={text}
        onChange={setText}
        disabled={busy}
        error={tooLong}
        helper={<Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} aria-live="polite">
          {translate(tooLong ? 'support.ticket.too_long' : 'support.ticket.chars', { count, max: REPLY_MAX_CHARS })}
        </Typography>}
      />
      <FileAttachments files={files} onChange={setFiles} disabled={busy} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mt: 1 }}>
        {agent && <FormControlLabel control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />} label={translate('support.ticket.internal_note')} />}
        <Box sx={{ flexGrow: 1 }} />
        {agent ? (
          // "Send as": the reply and the ticket's next status in one control (issue 28).
          <ButtonGroup variant="contained" ref={chooser} aria-label={translate('support.ticket.send_group')} sx={{ alignSelf: { xs: 'flex-end', sm: 'auto' } }}>
            <Button type="submit" startIcon={<SendIcon />} disabled={busy || (!statusOnly && (empty || tooLong || inline))}>
              {translate(statusOnly ? 'support.ticket.set_status' : 'support.ticket.send_as', { status: translate(`support.status.${status}`) })}
            </Button>
            <Button size="small" aria-label={translate('support.ticket.choose_status')} aria-haspopup="menu" aria-expanded={choosing} disabled={busy} onClick={() => setChoosing(true)}>
              <ArrowDropDownIcon />
            </Button>
          </ButtonGroup>
        ) : (
          <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={busy || empty || tooLong || inline}>{translate('support.ticket.send')}</Button>
        )}
      </Stack>
      <Menu anchorEl={chooser.current} open={choosing} onClose={() => setChoosing(false)}>
        {ticketStatuses.map((value) => (
          <MenuItem key={value} role="menuitemradio" aria-checked={value === status} selected={value === status} onClick={() => { setStatus(value); setChoosing(false); }}>
            <ListItemText>{translate('support.ticket.send_as', { status: translate(`support.status.${value}`) })}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
