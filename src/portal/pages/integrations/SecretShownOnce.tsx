// A key or a signing secret as the server gives it, once (issue 30): shown with a copy button and a
// warning that it cannot be seen again; closing the notice forgets it.
import { useState } from 'react';
import { Alert, AlertTitle, Box, Button, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';

export function SecretShownOnce({ title, label, secret, onDone }: { title: string; label: string; secret: string; onDone: () => void }) {
  const translate = useTranslate();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };
  return (
    <Alert severity="warning" sx={{ mb: 2 }} onClose={onDone} slotProps={{ closeButton: { title: translate('integrations.secret.done') } }}>
      <AlertTitle>{title}</AlertTitle>
      {translate('integrations.secret.once')}
      <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField label={label} value={secret} size="small" sx={{ flexGrow: 1, minWidth: 280 }}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } } }} onFocus={(event) => event.target.select()} />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          {translate(copied ? 'integrations.secret.copied' : 'integrations.secret.copy')}
        </Button>
      </Box>
    </Alert>
  );
}
