// A resource's record: a form for those allowed to edit it, a read-only view for everyone else; in
// the dialog its definition names (B17) over the list, or on a page of its own.
import { useEffect, useState, type ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import {
  Create, CreateBase, DeleteWithConfirmButton, Edit, EditBase, Labeled, SaveButton, SimpleForm, SimpleShowLayout, Toolbar, useCreatePath, useLocaleState,
  useEditContext, useNotify, useRecordContext, useTranslate,
} from 'react-admin';
import type { ResourceDefinition } from '../../../resources/definition';
import { inSentence } from '../i18n/inSentence';
import { useSession } from '../session/SessionProvider';
import { AttachmentsPanel } from './AttachmentsPanel';
import { useConfirmingSubmit } from './confirmation';
import { fieldFor } from './fields';
import { contextOf, inputFor } from './inputs';
import { RecordDialog } from './RecordDialog';
import { visuallyHidden } from '../shell/visuallyHidden';
import { describeSchema, plainDefaults } from './schema';
import { schemaValidator } from './validate';



/** Values that need the whole width of a two-column form. */
const wideKinds = new Set(['objectArray', 'html', 'text', 'enumArray', 'object']);

function formFor(definition: ResourceDefinition, mode: 'edit' | 'create') {
  const context = contextOf(definition);
  // Wide dialogs (and pages) lay the fields out in two columns.
  const columns = !definition.dialogWidth || definition.dialogWidth.startsWith('wide') || definition.dialogWidth === 'full' ? 2 : 1;
  const properties = describeSchema(definition.schema, definition.fields).filter((property) => !definition.showOnly?.includes(property.name));
  return function SchemaForm() {
    const [locale] = useLocaleState();
    const translate = useTranslate();
    const { access } = useSession();
    const record = useRecordContext();
    const { submit, dialog } = useConfirmingSubmit();
    const deletable = mode === 'edit' && definition.api.delete && record && (definition.canDelete?.(access, record) ?? false);
    const locked = new Set<string>(definition.lockedFields?.(access, mode === 'edit' ? record : undefined) ?? []);
    return (
      <>
        {/* A new record's Lagre is never greyed out: pressing it shows under each field what is missing. */}
        <SimpleForm onSubmit={submit} validate={schemaValidator(definition.schema, locale, translate)} mode="onBlur" reValidateMode="onChange"
          toolbar={<Toolbar><SaveButton alwaysEnable={mode === 'create'} />{deletable && <DeleteWithConfirmButton mutationMode="pessimistic" label={definition.deleteLabel} sx={{ ml: 'auto' }} />}</Toolbar>}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: columns === 2 ? '1fr 1fr' : '1fr' }, columnGap: 2, width: '100%' }}>
            {properties.map((property) => {
              // A stored record keeps its id, even where the writer gave it on create.
              // Locked fields are shown as they are; the server keeps them too.
              let element;
              if (property.readOnly || locked.has(property.name) || (mode === 'edit' && property.name === 'id')) {
                // Read-only facts of a stored record are shown, not edited (and never sent).
                if (mode === 'create' && !locked.has(property.name)) return null;
                const field = fieldFor(property, context, false);
                // Long read-only rows (who has read a message) scroll within the form.
                element = field && (property.kind === 'objectArray'
                  ? <Labeled source={property.name} fullWidth><Box sx={{ maxHeight: 320, overflow: 'auto' }}>{field}</Box></Labeled>
                  : <Labeled>{field}</Labeled>);
              } else element = inputFor(property, context);
              return element && <Box key={property.name} sx={{ gridColumn: wideKinds.has(property.kind) ? '1 / -1' : 'auto', minWidth: 0 }}>{element}</Box>;
            })}
          </Box>
          {definition.attachments && mode === 'edit' && record?.id !== undefined && <AttachmentsPanel calls={definition.attachments} recordId={record.id} editable />}
        </SimpleForm>
        {dialog}
      </>
    );
  };
}

function showFor(definition: ResourceDefinition) {
  const context = contextOf(definition);
  const properties = describeSchema(definition.schema, definition.fields);
  return function SchemaShowLayout() {
    const { access } = useSession();
    const record = useRecordContext();
    // A record that is only viewed may still be removed (e.g. a session ended, K08).
    const deletable = definition.api.delete && record && (definition.canDelete?.(access, record) ?? false);
    return (
      <>
        <SimpleShowLayout>{properties.map((property) => fieldFor(property, context, false))}</SimpleShowLayout>
        {definition.attachments && record?.id !== undefined && <Box sx={{ px: 2 }}><AttachmentsPanel calls={definition.attachments} recordId={record.id} editable={false} /></Box>}
        {deletable && (
          <Toolbar>
            <DeleteWithConfirmButton mutationMode="pessimistic" label={definition.deleteLabel} confirmTitle={definition.deleteLabel} />
          </Toolbar>
        )}
      </>
    );
  };
}

/**
 * Whether the record has been read since its view opened. Until then react-admin has its row from the
 * list to show, and a form drawn from that row is reset when the record arrives: what the user typed
 * meanwhile would be lost, and the row lacks what only the record has (its addresses, its products).
 */
function useReadSinceOpened(): boolean {
  const { isFetching } = useEditContext();
  const [read, setRead] = useState(!isFetching);
  useEffect(() => { if (!isFetching) setRead(true); }, [isFetching]);
  return read;
}

/** The form when the caller may edit the record (the server checks again), else the read-only view. */
function recordView(definition: ResourceDefinition) {
  const Form = formFor(definition, 'edit');
  const Show = showFor(definition);
  return function FormOrShow() {
    const { access } = useSession();
    const translate = useTranslate();
    const record = useRecordContext();
    const read = useReadSinceOpened();
    if (!record) return null;
    if (!definition.api.update || !definition.canEdit?.(access, record)) return <Show />;
    return read ? <Form /> : <LinearProgress aria-label={translate('ra.page.loading')} />;
  };
}

/** Back to the list when a record's dialog closes. */
function useCloseDialog(definition: ResourceDefinition) {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return () => navigate(createPath({ resource: definition.name, type: 'list' }));
}

/**
 * O01, O02 (O06, O07): a record that cannot be read is notified with the failing call and the server's
 * description, not as missing; only one the server does not have (404) is "not found". A record's
 * dialog then goes back to its list, as react-admin does.
 */
function useLoadFailure(definition: ResourceDefinition, dialog: boolean) {
  const notify = useNotify();
  const close = useCloseDialog(definition);
  return (error: { status?: number; message?: string }) => {
    notify(error.status === 404 || !error.message ? 'ra.notification.item_doesnt_exist' : error.message, { type: 'error' });
    if (dialog) close();
  };
}

/** A page's main heading: the title shows in the app bar, the heading is for the reader's outline. */
const PageHeading = ({ children }: { children: ReactNode }) => <Typography component="h1" sx={visuallyHidden}>{children}</Typography>;

function RecordTitle({ definition }: { definition: ResourceDefinition }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const entity = translate(`resources.${definition.name}.name`, { smart_count: 1 });
  const named = definition.titleField ? record?.[definition.titleField] : record?.name ?? record?.title;
  return <>{record ? `${entity}: ${String(named ?? `#${record.id}`)}` : entity}</>;
}

export function schemaEdit(definition: ResourceDefinition, id?: (access: ReturnType<typeof useSession>['access']) => number) {
  const View = recordView(definition);
  return function SchemaEdit() {
    const { access } = useSession();
    const close = useCloseDialog(definition);
    const dialog = Boolean(definition.dialogWidth && !id);
    const loadFailed = useLoadFailure(definition, dialog);
    if (dialog && definition.dialogWidth) {
      return (
        <EditBase resource={definition.name} mutationMode="pessimistic" redirect={false} queryOptions={{ onError: loadFailed }}>
          <RecordDialog width={definition.dialogWidth} title={<RecordTitle definition={definition} />} onClose={close}><View /></RecordDialog>
        </EditBase>
      );
    }
    return (
      <Edit id={id?.(access)} resource={definition.name} mutationMode="pessimistic" redirect={false} actions={false} title={<RecordTitle definition={definition} />} queryOptions={{ onError: loadFailed }}>
        <PageHeading><RecordTitle definition={definition} /></PageHeading>
        <View />
      </Edit>
    );
  };
}

export function schemaCreate(definition: ResourceDefinition) {
  const Form = formFor(definition, 'create');
  const fromSchema = plainDefaults(definition.schema, definition.fields);
  return function SchemaCreate() {
    const translate = useTranslate();
    const close = useCloseDialog(definition);
    const { access } = useSession();
    // The definition's own defaults (those that depend on the user) go over the schema's; a field locked
    // for the user is left to the server, which gives a new record its value.
    const locked = new Set<string>(definition.lockedFields?.(access) ?? []);
    const record = { ...Object.fromEntries(Object.entries(fromSchema).filter(([name]) => !locked.has(name))), ...definition.defaults?.(access) };
    // Sentence case, as every title of the portal (issue 32): "Opprett lokasjon".
    const title = translate('ra.page.create', { name: inSentence(translate(`resources.${definition.name}.name`, { smart_count: 1 })) });
    if (!definition.dialogWidth) return <Create resource={definition.name} redirect="edit" record={record}><PageHeading>{title}</PageHeading><Form /></Create>;
    return (
      <CreateBase resource={definition.name} redirect="edit" record={record}>
        <RecordDialog width={definition.dialogWidth} title={title} onClose={close}><Form /></RecordDialog>
      </CreateBase>
    );
  };
}
