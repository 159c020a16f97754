// Registering a webhook endpoint, or changing one (issue 30): its https address, the events it takes
// and a description. A new one's signing secret is shown once on the page after saving.
import { useState } from 'react';
import { Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiError } from '../../data/api';
import { FlowDialog } from '../../shell/FlowDialog';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { eventLabel } from './eventLabel';
import { integrationApi, WEBHOOK_EVENTS, type Webhook, type WebhookEvent } from './integrationApi';

export function WebhookDialog({ webhook, onSaved, onClose }: {
  /** The endpoint to change; none to register a new one. */
  webhook?: Webhook;
  onSaved: (saved: { webhook: Webhook; secret?: string }) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const failure = useFailureNotice();
  const [url, setUrl] = useState(webhook?.url ?? 'https://');
  const [events, setEvents] = useState<WebhookEvent[]>(webhook?.events ?? ['transfer.sent']);
  const [description, setDescription] = useState(webhook?.description ?? '');
  const [saving, setSaving] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const save = async () => {
    setSaving(true);
    setFieldErrors({});
    const body = { url: url.trim(), events, description: description.trim() || null };
    try {
      onSaved(webhook ? { webhook: await integrationApi.changeWebhook(webhook, body) } : await integrationApi.registerWebhook(body));
    } catch (error) {
      if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
      failure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FlowDialog titleId="webhook-title" title={translate(webhook ? 'integrations.webhooks.change' : 'integrations.webhooks.new')} loading={saving} onClose={onClose} maxWidth="sm"
      actions={(
        <>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button variant="contained" disabled={saving || events.length === 0 || !url.trim()} onClick={() => void save()}>{translate('ra.action.save')}</Button>
        </>
      )}>
      <Stack spacing={2}>
        <TextField label={translate('integrations.webhooks.url')} value={url} required autoFocus type="url" onChange={(event) => setUrl(event.target.value)}
          error={Boolean(fieldErrors.url)} helperText={fieldErrors.url ?? translate('integrations.webhooks.url_help')} slotProps={{ htmlInput: { maxLength: 2000 } }} />
        <FormControl component="fieldset" error={events.length === 0}>
          <FormLabel component="legend">{translate('integrations.webhooks.events')}</FormLabel>
          <FormGroup>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel key={event} label={eventLabel(translate, event)}
                control={<Checkbox checked={events.includes(event)} onChange={() => setEvents((list) => (list.includes(event) ? list.filter((item) => item !== event) : [...list, event]))} />} />
            ))}
          </FormGroup>
          {events.length === 0 && <FormHelperText>{translate('integrations.webhooks.events_needed')}</FormHelperText>}
        </FormControl>
        <TextField label={translate('integrations.webhooks.description')} value={description} onChange={(event) => setDescription(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      </Stack>
    </FlowDialog>
  );
}
