// I04–I17: the create-ticket dialog. Step 0 main category and category; step 1 the category's video,
// only when it has one; step 2 the form. Previous on step 2 goes back to the step the user came
// from (R27). The ticket, its first message and files are created in one call (R26).
import { useEffect, useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, InputLabel, MenuItem, Select, Step, StepLabel, Stepper, TextField,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SupportCategory, SupportMainCategory } from '../../../../generated/entities';
import { hasInlineImage, replyTooLong, TICKET_MAX_FILES, visibleLength, REPLY_MAX_CHARS } from '../../../domain/support';
import { ApiError } from '../../data/api';
import { FileAttachments } from './FileAttachments';
import { useSupportNotices } from './notices';
import { RichTextEditor } from './RichTextEditor';
import { supportApi, type PickedFile } from './supportApi';

export function CreateTicketDialog({ orderId, onClose }: { orderId?: number; onClose: (createdId?: number) => void }) {
  const translate = useTranslate();
  const notices = useSupportNotices();
  const [step, setStep] = useState<0 | 1 | 2>(0);
  const [mains, setMains] = useState<SupportMainCategory[]>([]);
  const [categories, setCategories] = useState<SupportCategory[]>([]);
  const [mainId, setMainId] = useState('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [title, setTitle] = useState('');
  const [titleTouched, setTitleTouched] = useState(false);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [busy, setBusy] = useState(false);

  // I08: a ticket about an order offers only ORDRE and PROD. I51: failed loads stay quiet.
  useEffect(() => {
    supportApi.mainCategories(orderId !== undefined).then(setMains, () => setMains([]));
  }, [orderId]);
  useEffect(() => {
    setCategories([]);
    setCategoryId('');
    if (mainId) supportApi.categories(mainId).then(setCategories, () => setCategories([]));
  }, [mainId]);

  const category = categories.find((row) => row.id === categoryId);
  const video = category?.videoLink ?? null;
  const titleMissing = title.trim() === '';
  const tooLong = replyTooLong(description);
  const inline = hasInlineImage(description);

  async function create() {
    setTitleTouched(true);
    if (titleMissing || tooLong || inline || categoryId === '') return;
    setBusy(true);
    try {
      const ticket = await supportApi.createTicket({
        title: title.trim(),
        mainCategoryId: mainId,
        categoryId,
        orderId: orderId ?? null,
        description,
        attachments: files.map((file) => ({ filename: file.name, contentType: file.type, contentData: file.data })),
      });
      notices.success('support.create.created', { id: ticket.id });
      onClose(ticket.id);
    } catch (error) {
      // I17, O35: which part failed decides the body; anything else is unexpected (O36).
      notices.creationFailed(error instanceof ApiError && error.code.startsWith('attachment') ? 'attachment' : 'ticket', error);
    } finally {
      setBusy(false);
    }
  }

  const steps = [translate('support.create.step_category'), ...(video ? [translate('support.create.step_video')] : []), translate('support.create.step_form')];
  const activeStep = step === 0 ? 0 : step === 1 ? 1 : steps.length - 1;
  const heading = orderId !== undefined ? translate('support.new_ticket_order', { id: orderId }) : translate('support.new_ticket');

  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="md" aria-labelledby="create-ticket-title">
      <DialogTitle id="create-ticket-title">{heading}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={activeStep} sx={{ mb: 2 }}>
          {steps.map((label) => <Step key={label}><StepLabel>{label}</StepLabel></Step>)}
        </Stepper>

        {step === 0 && (
          <Box>
            {orderId !== undefined && <Alert severity="info" sx={{ mb: 2 }}>{translate('support.create.order_categories')}</Alert>}
            <FormControl fullWidth margin="normal">
              <InputLabel id="main-category-label">{translate('support.create.main_category')}</InputLabel>
              <Select labelId="main-category-label" label={translate('support.create.main_category')} value={mainId} onChange={(event) => setMainId(event.target.value)}>
                {mains.map((main) => <MenuItem key={main.id} value={main.id}>{main.name}</MenuItem>)}
              </Select>
            </FormControl>
            <FormControl fullWidth margin="normal" disabled={!mainId}>
              <InputLabel id="category-label">{translate('support.create.category')}</InputLabel>
              <Select labelId="category-label" label={translate('support.create.category')} value={categoryId} onChange={(event) => setCategoryId(Number(event.target.value))}>
                {categories.map((row) => <MenuItem key={row.id} value={row.id}>{row.name}</MenuItem>)}
              </Select>
            </FormControl>
          </Box>
        )}

        {step === 1 && video && (
          <Box>
            <Typography variant="h6" component="h3" gutterBottom>{translate('support.create.video_title')}</Typography>
            <Box sx={{ position: 'relative', pt: '56.25%', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
              <Box component="iframe" src={video} title={translate('support.create.video_frame', { name: category?.name ?? '' })}
                allow="encrypted-media; picture-in-picture" allowFullScreen
                sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }} />
            </Box>
            <Typography sx={{ mt: 2 }} fontWeight={600}>{translate('support.create.video_question')}</Typography>
          </Box>
        )}

        {step === 2 && (
          <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); void create(); }}>
            <TextField
              label={translate('support.create.topic')}
              required
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              onBlur={() => setTitleTouched(true)}
              error={titleTouched && titleMissing}
              helperText={titleTouched && titleMissing ? translate('support.required') : ' '}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            {orderId !== undefined && <TextField label={translate('support.fields.orderId')} value={orderId} slotProps={{ input: { readOnly: true } }} />}
            <RichTextEditor
              id="ticket-description"
              label={translate('support.create.description')}
              value={description}
              onChange={setDescription}
              error={tooLong}
              helper={<Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'}>
                {translate(tooLong ? 'support.ticket.text_too_long' : 'support.ticket.chars', { count: visibleLength(description), max: REPLY_MAX_CHARS })}
              </Typography>}
            />
            <FileAttachments files={files} onChange={setFiles} max={TICKET_MAX_FILES} disabled={busy} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>{translate('support.create.cancel')}</Button>
        {step === 0 && (
          <Button variant="contained" disabled={categoryId === ''} onClick={() => setStep(video ? 1 : 2)}>{translate('support.create.next')}</Button>
        )}
        {step === 1 && (
          <>
            {/* I10: Yes closes as a cancel; No goes on to the form. */}
            <Button onClick={() => onClose()}>{translate('support.create.yes')}</Button>
            <Button variant="contained" onClick={() => setStep(2)}>{translate('support.create.no')}</Button>
          </>
        )}
        {step === 2 && (
          <>
            <Button onClick={() => setStep(video ? 1 : 0)}>{translate('support.create.previous')}</Button>
            <Button variant="contained" disabled={busy || tooLong || inline} onClick={() => void create()}>{translate('support.create.create')}</Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
