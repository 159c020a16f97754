// A file as base64 (I25): chosen with the file dialog, read as a data URL, refused above 5 MB before
// it is sent (R36); images are previewed. The server checks the size again.
import { useId, useState } from 'react';
import { Box, Button, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useInput, useRecordContext, useRefresh, useResourceContext, useTranslate, useTranslateLabel } from 'react-admin';
import { fileTooLarge } from '../../domain/files';
import { api } from '../data/api';
import { useFailureNotice } from '../shell/useFailureNotice';

export const readAsDataUrl = (file: File) => new Promise<string>((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve(String(reader.result));
  reader.onerror = () => reject(reader.error);
  reader.readAsDataURL(file);
});

export const isImage = (value: unknown) => typeof value === 'string' && value.startsWith('data:image/');

interface FileInputProps {
  source: string;
  label?: string;
  accept?: string;
  nullable: boolean;
  /** The call that stores and removes the file at once (J02 customerlogo), for a stored record. */
  upload?: string;
  /** Translation key of the heading a failed removal is notified with (O19), instead of the call's name. */
  removeFailed?: string;
}

export function FileInput({ source, label: labelKey, accept, nullable, upload, removeFailed }: FileInputProps) {
  const translate = useTranslate();
  const failureNotice = useFailureNotice();
  const refresh = useRefresh();
  const record = useRecordContext();
  const label = String(useTranslateLabel()({ label: labelKey, source, resource: useResourceContext() }));
  const id = useId();
  const { field, fieldState } = useInput({ source });
  const [problem, setProblem] = useState<string>();
  const value = field.value as string | null | undefined;
  const immediate = upload && record?.id !== undefined;

  /** O01, O02, O19: a failed upload or removal is notified with the server's description. */
  const send = async (method: 'POST' | 'DELETE', data?: string) => {
    try {
      await (method === 'POST' ? api('POST', `/api/${upload}`, { body: { id: record!.id, data } }) : api('DELETE', `/api/${upload}/${record!.id}`));
      field.onChange(data ?? null);
      refresh();
      return true;
    } catch (error) {
      failureNotice(error, method === 'DELETE' && removeFailed ? translate(removeFailed) : undefined);
      return false;
    }
  };

  const choose = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    if (fileTooLarge(file.size)) {
      setProblem(translate('schema.file.too_large', { name: file.name }));
      return;
    }
    setProblem(undefined);
    const data = await readAsDataUrl(file);
    if (immediate) await send('POST', data);
    else field.onChange(data);
  };
  const remove = () => (immediate ? void send('DELETE') : field.onChange(null));

  const message = problem ?? fieldState.error?.message;
  return (
    <Box sx={{ mb: 2 }}>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.5 }}>{label}</FormLabel>
      <Stack direction="row" spacing={1} alignItems="center">
        {isImage(value) && <Box component="img" src={value!} alt={label} sx={{ maxHeight: 64, maxWidth: 160, border: 1, borderColor: 'divider' }} />}
        {value && !isImage(value) && <Typography variant="body2">{translate('schema.file.chosen')}</Typography>}
        <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />}>
          {translate(value ? 'schema.file.replace' : 'schema.file.choose')}
          <input id={id} type="file" hidden accept={accept} aria-label={label} onChange={(event) => { void choose(event.target.files); event.target.value = ''; }} />
        </Button>
        {value && nullable && <Button size="small" onClick={remove}>{translate('schema.file.remove')}</Button>}
      </Stack>
      {message && <FormHelperText error role="alert">{message}</FormHelperText>}
      {!message && <FormHelperText>{translate('schema.file.limit')}</FormHelperText>}
    </Box>
  );
}
