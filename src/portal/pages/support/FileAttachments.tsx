// Files to send with a ticket or a reply (I25): any type, each at most 5 MB (R36), read as base64.
import { useRef } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useNotify, useTranslate } from 'react-admin';
import { attachmentTooLarge } from '../../../domain/support';
import { useSupportNotices } from './notices';
import { readFile, type PickedFile } from './supportApi';

export function FileAttachments({ files, onChange, disabled = false, max }: { files: PickedFile[]; onChange: (files: PickedFile[]) => void; disabled?: boolean; max?: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notices = useSupportNotices();
  const input = useRef<HTMLInputElement>(null);

  const add = async (list: FileList | null) => {
    if (!list) return;
    const accepted: PickedFile[] = [];
    for (const file of [...list]) {
      // R36: refused in the browser before anything is sent.
      if (attachmentTooLarge(file.size)) {
        notify(translate('support.file_too_large', { name: file.name }), { type: 'warning' });
        continue;
      }
      try {
        accepted.push(await readFile(file));
      } catch (error) {
        notices.uploadFailed(error);
      }
    }
    const next = [...files, ...accepted];
    onChange(max === undefined ? next : next.slice(0, max));
    if (input.current) input.current.value = '';
  };

  return (
    <Box sx={{ my: 1 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />} disabled={disabled || (max !== undefined && files.length >= max)}>
          {translate('support.ticket.attach')}
          <input ref={input} type="file" multiple hidden onChange={(event) => add(event.target.files)} />
        </Button>
        {files.map((file, index) => (
          <Chip
            key={`${file.name}-${index}`}
            label={`${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)`}
            onDelete={disabled ? undefined : () => onChange(files.filter((_, at) => at !== index))}
            aria-label={file.name}
            title={translate('support.ticket.remove_file', { name: file.name })}
          />
        ))}
      </Stack>
    </Box>
  );
}
