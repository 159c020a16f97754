// E28: an order's comments, each with an optional file: listed, added (text and one file, at most
// 5 MB, refused in the browser first) and deleted by their author or the operator's staff.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Chip, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import { useNotify, useTranslate } from 'react-admin';
import type { OrderComment } from '../../../../generated/entities';
import { formatDateTime } from '../../../domain/dates';
import { fileTooLarge } from '../../../domain/files';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { readFile, type PickedFile } from '../support/supportApi';
import { downloadCommentFile, ledgerApi } from './ledgerApi';

/** `version`: the order's; a status change may add a comment (a dispute's reason), so the list reloads with it. */
export function OrderComments({ orderId, version, onChanged }: { orderId: number; version: number; onChanged?: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const failure = useFailureNotice();
  const [comments, setComments] = useState<OrderComment[]>([]);
  const [text, setText] = useState('');
  const [file, setFile] = useState<PickedFile | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(() => {
    ledgerApi.comments(orderId).then(setComments, failure);
  }, [orderId, failure]);
  useEffect(load, [load, version]);

  const pick = async (list: FileList | null) => {
    const chosen = list?.[0];
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    if (fileTooLarge(chosen.size)) {
      notify(translate('support.file_too_large', { name: chosen.name }), { type: 'warning' });
      return;
    }
    try {
      setFile(await readFile(chosen));
    } catch (error) {
      failure(error);
    }
  };

  const add = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try {
      await ledgerApi.addComment(orderId, text.trim(), file ? { filename: file.name, contentType: file.type, contentData: file.data } : undefined);
      setText('');
      setFile(null);
      load();
      onChanged?.();
    } catch (error) {
      // O15: the spec's text, and its variant when the comment carried a file.
      failure(error, translate(file ? 'ledger.errors.comment_with_file' : 'ledger.errors.comment'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (id: number) => {
    try {
      await ledgerApi.removeComment(id);
      load();
      onChanged?.();
    } catch (error) {
      failure(error);
    }
  };

  return (
    <Box component="section" aria-label={translate('ledger.comments.title')} sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3">{translate('ledger.comments.title')}</Typography>
      {comments.length === 0
        ? <Typography variant="body2" color="text.secondary">{translate('ledger.comments.none')}</Typography>
        : (
          <List dense>
            {comments.map((comment) => (
              <ListItem
                key={comment.id}
                secondaryAction={(
                  <IconButton edge="end" aria-label={translate('ledger.comments.remove')} onClick={() => remove(comment.id!)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              >
                <ListItemText
                  primary={comment.text}
                  secondary={(
                    <>
                      {`${comment.userName ?? ''} · ${formatDateTime(comment.created)}`}
                      {comment.filename && (
                        <Button size="small" startIcon={<DownloadIcon />} sx={{ ml: 1 }} onClick={() => downloadCommentFile(comment.id!, comment.filename!).catch(failure)}>
                          {translate('ledger.comments.download', { name: comment.filename })}
                        </Button>
                      )}
                    </>
                  )}
                />
              </ListItem>
            ))}
          </List>
        )}
      <TextField
        label={translate('ledger.comments.text')} value={text} onChange={(event) => setText(event.target.value)}
        multiline minRows={2} fullWidth size="small" sx={{ mt: 1 }} slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" size="small" variant="outlined" startIcon={<AttachFileIcon />}>
          {translate('ledger.comments.attach')}
          <input ref={fileInput} type="file" hidden onChange={(event) => pick(event.target.files)} />
        </Button>
        {file && <Chip label={file.name} onDelete={() => setFile(null)} aria-label={file.name} />}
        <Button size="small" variant="contained" onClick={add} disabled={busy || !text.trim()}>{translate('ledger.comments.add')}</Button>
      </Stack>
    </Box>
  );
}
