// Files of a stored record kept by their own calls (definition.attachments, K02): listed with their
// size and a download link, added from the file dialog (base64, refused above 5 MB before upload,
// O18, R36; the server checks again) and removed, each at once. Those who may not edit the record
// only download.
import { useCallback, useEffect, useId, useState } from 'react';
import { Alert, Box, Button, IconButton, Link, List, ListItem, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useTranslate } from 'react-admin';
import type { AttachmentCalls } from '../../../resources/definition';
import { fileTooLarge } from '../../domain/files';
import { api } from '../data/api';
import { useFailureNotice } from '../shell/useFailureNotice';
import { readAsDataUrl } from './FileInput';

/** An attachment as its calls give it: the content only when one is fetched. */
interface StoredFile { id: number; filename: string; contentType?: string; size?: number; contentData?: string }

async function download(calls: AttachmentCalls, id: number) {
  const { data } = await api<StoredFile>('GET', `/api/${calls.one}/${id}`);
  const bytes = Uint8Array.from(atob(data.contentData ?? ''), (ch) => ch.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: data.contentType || 'application/octet-stream' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: data.filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

const sizeText = (bytes: number | undefined) => (bytes === undefined ? '' : bytes < 1024 ? `${bytes} B` : `${Math.ceil(bytes / 1024)} KB`);

export function AttachmentsPanel({ calls, recordId, editable }: { calls: AttachmentCalls; recordId: number | string; editable: boolean }) {
  const translate = useTranslate();
  const failed = useFailureNotice();
  const headingId = useId();
  const [files, setFiles] = useState<StoredFile[] | null>(null);
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api<StoredFile[]>('GET', `/api/${calls.list}`, { query: { [calls.parent]: recordId as number } })
      .then((response) => setFiles(response.data), () => { setFiles([]); setProblem(translate('schema.attachments.load_failed')); });
  }, [calls.list, calls.parent, recordId, translate]);
  useEffect(load, [load]);


  const add = async (chosen: FileList | null) => {
    const file = chosen?.[0];
    if (!file || !calls.create) return;
    if (fileTooLarge(file.size)) return setProblem(translate('schema.file.too_large', { name: file.name }));
    setProblem(undefined);
    setBusy(true);
    try {
      const dataUrl = await readAsDataUrl(file);
      await api('POST', `/api/${calls.create}`, {
        body: { [calls.parent]: recordId, filename: file.name, contentType: file.type || 'application/octet-stream', contentData: dataUrl.slice(dataUrl.indexOf(',') + 1) },
      });
      load();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (file: StoredFile) => {
    setBusy(true);
    try {
      await api('DELETE', `/api/${calls.delete}/${file.id}`);
      load();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ width: '100%', mt: 1, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {translate('schema.attachments.title')}{files ? ` (${files.length})` : ''}
      </Typography>
      {problem && <Alert severity="error" role="alert" sx={{ my: 1 }}>{problem}</Alert>}
      {files && files.length === 0 && <Typography variant="body2" color="text.secondary">{translate('schema.attachments.empty')}</Typography>}
      {files && files.length > 0 && (
        <List dense disablePadding aria-labelledby={headingId}>
          {files.map((file) => (
            <ListItem key={file.id} disableGutters secondaryAction={editable && calls.delete && (
              <IconButton edge="end" disabled={busy} aria-label={translate('schema.attachments.remove', { name: file.filename })} onClick={() => void remove(file)}>
                <DeleteIcon />
              </IconButton>
            )}>
              <AttachFileIcon fontSize="small" aria-hidden="true" sx={{ mr: 1, color: 'text.secondary' }} />
              <Link component="button" type="button" aria-label={translate('schema.attachments.download', { name: file.filename })}
                onClick={() => void download(calls, file.id).catch(failed)}>{file.filename}</Link>
              <Typography variant="caption" color="text.secondary" sx={{ ml: 1 }}>{sizeText(file.size)}</Typography>
            </ListItem>
          ))}
        </List>
      )}
      {editable && calls.create && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Button component="label" variant="outlined" size="small" startIcon={<UploadFileIcon />} disabled={busy}>
            {translate('schema.attachments.add')}
            <input type="file" hidden onChange={(event) => { void add(event.target.files); event.target.value = ''; }} />
          </Button>
          <Typography variant="caption" color="text.secondary">{translate('schema.file.limit')}</Typography>
        </Box>
      )}
    </Box>
  );
}
