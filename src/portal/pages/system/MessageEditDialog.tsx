// The message dialog (K01, K03): title, rich text, priority, type, must-read, and who receives it
// (a task, a customer, a location; none set means everyone); for a stored message also its
// attachments (K02), who has read it and deleting it.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Link } from '@mui/material';
import { AutocompleteInput, BooleanInput, Confirm, Form, NumberInput, required, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { Message, StatusCustomer, StatusLocation } from '../../../../generated/entities';
import { api, ApiError } from '../../data/api';
import { MessageAttachments } from './MessageAttachments';
import { MessageReads } from './MessageReads';

const RichTextInput = lazy(() => import('ra-input-rich-text').then((module) => ({ default: module.RichTextInput })));
const TASKS = ['Order', 'Delivery', 'Reception', 'Expedition', 'Inventory', 'Reports', 'ShopAccounting'] as const;

function useChoices<T>(path: string | null, query: Record<string, string | number>): T[] {
  const [items, setItems] = useState<T[]>([]);
  const key = JSON.stringify([path, query]);
  useEffect(() => {
    if (!path) return setItems([]);
    let live = true;
    api<T[]>('GET', path, { query }).then((response) => live && setItems(response.data), () => live && setItems([]));
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return items;
}

/** Who receives the message: the customer's locations follow the chosen customer. */
function AudienceInputs() {
  const translate = useTranslate();
  const customerId = useWatch({ name: 'customerId' }) as number | null;
  const customers = useChoices<StatusCustomer>('/api/statuscustomers', { count: 500 });
  const locations = useChoices<StatusLocation>(customerId ? '/api/statuslocations' : null, { customerId: customerId ?? 0 });
  const label = (field: string) => translate(`identity.messages_admin.fields.${field}`);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr 1fr' }, gap: 2 }}>
      <SelectInput source="taskId" label={label('taskId')} emptyText={translate('identity.messages_admin.everyone')}
        choices={TASKS.map((task) => ({ id: task, name: translate(`identity.messages_admin.task.${task}`) }))} />
      <AutocompleteInput source="customerId" label={label('customerId')} choices={customers.map((c) => ({ id: c.id, name: `${c.name} (${c.id})` }))}
        emptyText={translate('identity.messages_admin.everyone')} />
      <AutocompleteInput source="locationId" label={label('locationId')} choices={locations.map((l) => ({ id: l.id, name: l.name }))}
        emptyText={translate('identity.messages_admin.everyone')} disabled={!customerId} />
    </Box>
  );
}

type FormValues = Partial<Message>;

export function MessageEditDialog({ id, parentId, onClose }: { id: number | null; parentId?: number; onClose: (changed: boolean) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [record, setRecord] = useState<FormValues | null>(id === null ? { priority: 1, type: 'Message', mustRead: false, text: '', parentId: parentId ?? null } : null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const label = (field: string) => translate(`identity.messages_admin.fields.${field}`);

  useEffect(() => {
    if (id === null) return;
    api<Message>('GET', `/api/message/${id}`).then((response) => setRecord(response.data), () => setFailure(translate('identity.message.load_failed')));
  }, [id, translate]);

  async function save(values: FormValues) {
    setBusy(true);
    setFailure(null);
    const body = {
      title: values.title, text: values.text ?? '', priority: values.priority, type: values.type, mustRead: Boolean(values.mustRead),
      taskId: values.taskId || null, parentId: values.parentId || null, customerId: values.customerId || null, locationId: values.customerId ? values.locationId || null : null,
    };
    try {
      const saved = id === null ? await api<Message>('POST', '/api/message', { body }) : await api<Message>('PUT', `/api/message/${id}`, { body });
      notify('identity.messages_admin.saved', { type: 'success' });
      if (id === null) {
        onClose(true);
        navigate(`/app/system/messages/${saved.data.id}`);
      } else onClose(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? `${error.call}\n${error.description}` : translate('app.generic_error'));
      setBusy(false);
    }
  }

  async function remove() {
    setConfirmDelete(false);
    try {
      await api('DELETE', `/api/message/${id}`);
      notify('identity.messages_admin.deleted', { type: 'success' });
      onClose(true);
    } catch (error) {
      setFailure(error instanceof ApiError ? `${error.call}\n${error.description}` : translate('app.generic_error'));
    }
  }

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="md" aria-labelledby="message-edit-title">
      <DialogTitle id="message-edit-title">{translate(id === null ? 'identity.messages_admin.new' : 'identity.messages_admin.edit')}{id !== null && ` #${id}`}</DialogTitle>
      {(!record || busy) && <LinearProgress aria-label={translate('app.loading')} />}
      {record && (
        <Form record={record} onSubmit={(values: Record<string, unknown>) => save(values as FormValues)} id="message-form">
          <DialogContent dividers>
            {failure && <Alert severity="error" role="alert" sx={{ mb: 2, whiteSpace: 'pre-line' }}>{failure}</Alert>}
            <TextInput source="title" label={label('title')} validate={required()} fullWidth />
            <Suspense fallback={<LinearProgress aria-label={label('text')} />}>
              <RichTextInput source="text" label={label('text')} fullWidth />
            </Suspense>
            <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr 1fr 1fr' }, gap: 2, alignItems: 'center' }}>
              <SelectInput source="priority" label={label('priority')} validate={required()}
                choices={[0, 1, 2].map((value) => ({ id: value, name: translate(`identity.messages_admin.priority.${value}`) }))} />
              <SelectInput source="type" label={label('type')} validate={required()}
                choices={['Message', 'Login'].map((value) => ({ id: value, name: translate(`identity.messages_admin.type.${value}`) }))} />
              <BooleanInput source="mustRead" label={label('mustRead')} />
              <NumberInput source="parentId" label={label('parentId')} min={1} step={1} />
            </Box>
            <AudienceInputs />
            {id !== null && (
              <>
                <Link component={RouterLink} to={`/app/system/messages?parentId=${id}`} onClick={() => onClose(false)}>{translate('identity.messages_admin.children')}</Link>
                <MessageAttachments messageId={id} />
                <MessageReads reads={(record as Message).readBy ?? []} />
              </>
            )}
          </DialogContent>
          <DialogActions>
            {id !== null && <Button color="error" onClick={() => setConfirmDelete(true)} disabled={busy}>{translate('identity.messages_admin.delete')}</Button>}
            <Box sx={{ flex: 1 }} />
            <Button onClick={() => onClose(false)} disabled={busy}>{translate('identity.messages_admin.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={busy}>{translate('identity.messages_admin.save')}</Button>
          </DialogActions>
        </Form>
      )}
      {!record && failure && <Alert severity="error" role="alert" sx={{ m: 2 }}>{failure}</Alert>}
      <Confirm isOpen={confirmDelete} title="identity.messages_admin.delete" content={translate('identity.messages_admin.delete_confirm', { title: record?.title ?? '' })}
        onConfirm={remove} onClose={() => setConfirmDelete(false)} />
    </Dialog>
  );
}
