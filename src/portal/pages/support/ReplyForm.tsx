// I23–I26, I30, I38, I39: the reply form. Agents choose the status after the reply, may mark it an
// internal note and start from a reply template. The event goes first, then each file (I24).
import { useEffect, useState } from 'react';
import { Box, Button, FormControl, FormControlLabel, InputLabel, MenuItem, Select, Stack, Switch, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { useTranslate } from 'react-admin';
import type { SupportTemplate } from '../../../../generated/entities';
import { hasInlineImage, REPLY_MAX_CHARS, replyIsEmpty, replyTooLong, ticketStatuses, visibleLength } from '../../../domain/support';
import { useSession } from '../../session/SessionProvider';
import { FileAttachments } from './FileAttachments';
import { useSupportNotices } from './notices';
import { RichTextEditor } from './RichTextEditor';
import { supportApi, type PickedFile, type Ticket, type TicketEvent } from './supportApi';

export function ReplyForm({ ticket, agent, onSent }: { ticket: Ticket; agent: boolean; onSent: () => Promise<void> }) {
  const translate = useTranslate();
  const notices = useSupportNotices();
  const { context } = useSession();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [status, setStatus] = useState<number>(ticket.status ?? 0);
  const [internal, setInternal] = useState(false);
  const [templates, setTemplates] = useState<SupportTemplate[]>([]);
  const [template, setTemplate] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => setStatus(ticket.status ?? 0), [ticket.status]);
  // I39, I51: templates for agents; a failed load leaves the list empty.
  useEffect(() => {
    if (agent) supportApi.templates().then(setTemplates, () => setTemplates([]));
  }, [agent]);

  const count = visibleLength(text);
  const tooLong = replyTooLong(text);
  const inline = hasInlineImage(text);
  const empty = replyIsEmpty(text) && files.length === 0;

  const applyTemplate = (name: string) => {
    setTemplate(name);
    const chosen = templates.find((row) => row.name === name);
    if (chosen) setText(chosen.text);
  };

  async function send() {
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
        {agent && (
          <>
            <FormControl size="small" sx={{ minWidth: 200 }}>
              <InputLabel id="reply-status-label">{translate('support.ticket.status_after')}</InputLabel>
              <Select labelId="reply-status-label" label={translate('support.ticket.status_after')} value={status} onChange={(event) => setStatus(Number(event.target.value))}>
                {ticketStatuses.map((value) => <MenuItem key={value} value={value}>{translate(`support.status.${value}`)}</MenuItem>)}
              </Select>
            </FormControl>
            <FormControlLabel control={<Switch checked={internal} onChange={(event) => setInternal(event.target.checked)} />} label={translate('support.ticket.internal_note')} />
          </>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" variant="contained" startIcon={<SendIcon />} disabled={busy || empty || tooLong || inline}>{translate('support.ticket.send')}</Button>
      </Stack>
    </Box>
  );
}
