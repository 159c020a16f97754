// delivery/fileimport (E10–E12): the Excel file import. Choose an .xlsx, say whether its first row
// holds headings (R23), validate it with the progress shown, read its errors by row and column and
// its warnings apart (E11), look over the deliveries it makes, and approve them (all registered in
// one database transaction, or none: O12) or reject and delete the file. The template's headings are
// in the user's language.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert, Box, Button, Checkbox, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, LinearProgress, Link, Paper, Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Title, useLocale, useTranslate } from 'react-admin';
import { MAX_IMPORT_FILE_BYTES } from '../../../domain/import/columns';
import { formatDateTime } from '../../../domain/dates';
import { ApiError } from '../../data/api';
import { saveFile } from '../../data/download';
import { useSession } from '../../session/SessionProvider';
import { visuallyHidden } from '../../shell/visuallyHidden';
import { useFailureNotice } from '../../shell/useFailureNotice';
import { importApi } from './importApi';
import { ImportMessages } from './ImportMessages';
import { ImportPreview } from './ImportPreview';
import { useImportFile } from './useImportFile';

export function ImportPage() {
  const translate = useTranslate();
  const locale = useLocale();
  const failure = useFailureNotice();
  const { context } = useSession();
  const location = context.location.name ?? '';
  const { file, resumed, step, validate, approve, reject, clear } = useImportFile(failure);
  const [chosen, setChosen] = useState<File | null>(null);
  const [firstRowIsHeader, setFirstRowIsHeader] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [approvalError, setApprovalError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const title = translate('routes.delivery.fileimport');
  const number = (value: number) => value.toLocaleString(locale);
  /** A count in its singular or plural (issue 28), the number as the language writes it. */
  const counted = (what: 'deliveries' | 'rows' | 'carriers', value: number) => translate(`import.counts.${what}`, { smart_count: value, count: number(value) });

  const status = file?.status;
  const approved = status === 'approved';
  const busy = step !== 'idle' || status === 'validating';
  const tooLarge = chosen !== null && chosen.size > MAX_IMPORT_FILE_BYTES;
  // A result gets the focus, so a screen reader reads it and the keyboard goes on from it.
  useEffect(() => {
    if (status === 'valid' || status === 'invalid' || status === 'interrupted' || status === 'approved') resultHeading.current?.focus();
  }, [status]);
  useEffect(() => { if (file) setFirstRowIsHeader(file.firstRowIsHeader); }, [file?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const startOver = () => {
    clear();
    setChosen(null);
    setApprovalError(null);
    if (input.current) input.current.value = '';
  };
  const onValidate = () => {
    setDone(null);
    setApprovalError(null);
    validate(chosen, firstRowIsHeader).then(() => setChosen(null), () => undefined);
  };
  const onApprove = () => {
    setConfirming(false);
    setApprovalError(null);
    approve().catch((error) => setApprovalError(error instanceof ApiError ? error.description : translate('import.approval_failed')));
  };
  const onReject = () => {
    const name = file?.filename ?? '';
    reject().then(() => {
      startOver();
      setDone(translate('import.rejected', { name }));
    }, () => undefined);
  };
  const downloadTemplate = () => importApi.template()
    .then((blob) => saveFile(blob, locale.startsWith('en') ? 'deliveries-template.xlsx' : 'leveringer-mal.xlsx'), failure);

  const progress = file && status === 'validating' ? (file.rowsExpected ? Math.min(99, (100 * file.rowsRead) / file.rowsExpected) : undefined) : undefined;
  const progressText = file && (file.rowsExpected
    ? translate('import.progress', { read: number(file.rowsRead), expected: number(file.rowsExpected) })
    : translate('import.progress_unknown', { read: number(file.rowsRead), smart_count: file.rowsRead }));

  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{title}</Typography>
      <Typography sx={{ mb: 1 }}>{translate('import.intro', { location })}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={downloadTemplate}>{translate('import.template')}</Button>
        <Typography variant="body2" color="text.secondary">{translate('import.template_hint')}</Typography>
      </Box>

      <Paper sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Box component="label" htmlFor="import-file" sx={{ fontWeight: 500 }}>{translate('import.file')}</Box>
          <input
            id="import-file" ref={input} type="file" disabled={busy}
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => {
              // A new file after an approval starts over.
              if (approved) clear();
              setChosen(event.target.files?.[0] ?? null);
              setDone(null);
            }}
          />
          <FormControlLabel
            control={<Checkbox checked={firstRowIsHeader} onChange={(event) => setFirstRowIsHeader(event.target.checked)} disabled={busy} />}
            label={translate('import.header_row')}
          />
          <Button variant="contained" onClick={onValidate} disabled={busy || tooLarge || (!chosen && (!file || approved))}>{translate('import.validate')}</Button>
        </Box>
        {chosen && <Typography variant="body2" sx={{ mt: 1 }}>{translate('import.chosen', { name: chosen.name, size: number(Math.ceil(chosen.size / 1024)) })}</Typography>}
        {tooLarge && <Alert severity="error" sx={{ mt: 1 }}>{translate('import.too_large')}</Alert>}
        {resumed && file && <Typography variant="body2" sx={{ mt: 1 }}>{translate('import.resumed', { name: file.filename, time: formatDateTime(file.createdAt) })}</Typography>}
      </Paper>

      {/* What happens now, read out as it changes. */}
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {step === 'uploading' && <Typography>{translate('import.uploading')}</Typography>}
        {status === 'validating' && (
          <Box>
            <Typography>{translate('import.validating')}</Typography>
            <LinearProgress variant={progress === undefined ? 'indeterminate' : 'determinate'} value={progress ?? 0} aria-label={translate('import.validating')} sx={{ my: 1 }} />
            <Typography variant="body2">{progressText}</Typography>
          </Box>
        )}
        {step === 'approving' && (
          <Box>
            <Typography>{translate('import.approving')}</Typography>
            <LinearProgress aria-label={translate('import.approving')} sx={{ my: 1 }} />
          </Box>
        )}
        {done && <Alert severity="info">{done}</Alert>}
        {approvalError && <Alert severity="error"><strong>{translate('import.approval_failed')}</strong><br />{approvalError}</Alert>}
      </Box>

      {file && (status === 'valid' || status === 'invalid' || status === 'interrupted') && (
        <Box sx={{ mt: 2 }}>
          <Typography ref={resultHeading} tabIndex={-1} variant="h6" component="h2" sx={visuallyHidden}>{file.filename}</Typography>
          {status === 'valid' && (
            <Alert severity="success">{translate('import.valid', { deliveries: counted('deliveries', file.deliveryCount), rows: counted('rows', file.rowCount), quantity: counted('carriers', file.quantityTotal) })}</Alert>
          )}
          {status === 'invalid' && <Alert severity="error">{translate('import.invalid', { count: number(file.errorCount) })}</Alert>}
          {status === 'interrupted' && <Alert severity="warning">{translate('import.interrupted')}</Alert>}
          <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
            {status === 'valid' && <Button variant="contained" color="success" onClick={() => setConfirming(true)} disabled={busy}>{translate('import.approve')}</Button>}
            <Button variant="outlined" color="error" onClick={onReject} disabled={busy}>{translate('import.reject')}</Button>
          </Box>
          <ImportMessages kind="errors" messages={file.errors.filter((error) => status !== 'interrupted' || error.row !== null)} count={status === 'interrupted' ? 0 : file.errorCount} />
          <ImportMessages kind="warnings" messages={file.warnings} count={file.warningCount} />
          {status === 'valid' && <ImportPreview fileId={file.id} total={file.deliveryCount} />}
        </Box>
      )}

      {file && approved && (
        <Box sx={{ mt: 2 }}>
          <Typography ref={resultHeading} tabIndex={-1} variant="h6" component="h2" sx={visuallyHidden}>{file.filename}</Typography>
          <Alert severity="success">{translate('import.approved', { count: number(file.orderCount ?? 0), smart_count: file.orderCount ?? 0, name: file.filename })}</Alert>
          <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center' }}>
            <Link component={RouterLink} to="/app/delivery/deliveries">{translate('import.show_deliveries')}</Link>
            <Button onClick={startOver}>{translate('import.new_file')}</Button>
          </Box>
        </Box>
      )}

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="import-confirm-title" aria-describedby="import-confirm-text">
        <DialogTitle id="import-confirm-title">{translate('import.confirm_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="import-confirm-text">{translate('import.confirm_text', { deliveries: counted('deliveries', file?.deliveryCount ?? 0), location })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('import.cancel')}</Button>
          <Button variant="contained" color="success" onClick={onApprove} autoFocus>{translate('import.approve')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
