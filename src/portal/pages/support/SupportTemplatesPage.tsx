// I40, R22: support/support-templates/{index?} for global admins. Without an index, the list; with a
// number, that template to edit; any other index counts as -1, a new template.
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  Alert, Box, Button, Card, CardContent, IconButton, LinearProgress, Link, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, Title, useTranslate } from 'react-admin';
import type { SupportTemplate } from '../../../../generated/entities';
import { templateIndex, visibleText } from '../../../domain/support';
import { useSupportNotices } from './notices';
import { RichTextEditor } from './RichTextEditor';
import { usePhone } from '../../shell/usePhone';
import { PhoneRows } from '../common/PhoneRows';
import { supportApi } from './supportApi';

const BASE = '/app/support/support-templates';

export function SupportTemplatesPage() {
  const translate = useTranslate();
  const notices = useSupportNotices();
  const navigate = useNavigate();
  const raw = useParams().id;
  const [templates, setTemplates] = useState<SupportTemplate[] | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    supportApi.templates().then(setTemplates, (error) => {
      setTemplates([]);
      notices.failure(error);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function store(next: SupportTemplate[]) {
    setSaving(true);
    try {
      setTemplates(await supportApi.saveTemplates(next));
      notices.success('support.templates.saved');
      navigate(BASE);
    } catch (error) {
      notices.failure(error);
    } finally {
      setSaving(false);
    }
  }

  const editing = raw !== undefined;
  const index = templateIndex(raw);
  return (
    <Box sx={{ mt: 2, maxWidth: 960 }}>
      <Title title={translate('support.templates.title')} />
      <Typography variant="h5" component="h1" gutterBottom>{translate('support.templates.title')}</Typography>
      {templates === null && <LinearProgress aria-label={translate('support.loading')} />}
      {templates !== null && !editing && (
        <TemplateList templates={templates} saving={saving} onDelete={(at) => store(templates.filter((_, position) => position !== at))} />
      )}
      {templates !== null && editing && (
        <TemplateEditor
          key={raw}
          template={templates[index]}
          missing={index >= 0 && !templates[index]}
          saving={saving}
          onSave={(template) => store(index >= 0 && templates[index] ? templates.map((row, at) => (at === index ? template : row)) : [...templates, template])}
        />
      )}
    </Box>
  );
}

function TemplateList({ templates, saving, onDelete }: { templates: SupportTemplate[]; saving: boolean; onDelete: (index: number) => void }) {
  const translate = useTranslate();
  const phone = usePhone();
  // A template deleted is gone for every agent: asked first.
  const [asking, setAsking] = useState<number | null>(null);
  const remove = (template: SupportTemplate, index: number) => (
    <IconButton aria-label={`${translate('support.templates.delete')} ${template.name}`} disabled={saving} onClick={() => setAsking(index)}><DeleteIcon /></IconButton>
  );
  const confirm = (
    <Confirm isOpen={asking !== null} title={translate('support.templates.delete_confirm', { name: asking !== null ? templates[asking]?.name ?? '' : '' })}
      content="" confirm={translate('support.templates.delete')} onConfirm={() => { onDelete(asking!); setAsking(null); }} onClose={() => setAsking(null)} />
  );
  return (
    <>
      {confirm}
      <Button component={RouterLink} to={`${BASE}/ny`} variant="contained" startIcon={<AddIcon />} sx={{ mb: 2 }}>{translate('support.templates.add')}</Button>
      <Paper variant="outlined">
        {phone ? (
          <PhoneRows label={translate('support.templates.title')} rows={templates.map((template, index) => ({
            key: `${template.name}-${index}`,
            primary: template.name,
            secondary: [template.title, visibleText(template.text).slice(0, 80)],
            to: `${BASE}/${index}`,
          }))} />
        ) : (
        <Table size="small" aria-label={translate('support.templates.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('support.templates.name')}</TableCell>
              <TableCell>{translate('support.templates.heading')}</TableCell>
              <TableCell>{translate('support.templates.text')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {templates.map((template, index) => (
              <TableRow key={`${template.name}-${index}`}>
                <TableCell><Link component={RouterLink} to={`${BASE}/${index}`} aria-label={translate('support.templates.edit', { name: template.name })}>{template.name}</Link></TableCell>
                <TableCell>{template.title}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{visibleText(template.text)}</TableCell>
                <TableCell align="right">
                  {remove(template, index)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        )}
        {templates.length === 0 && <Typography sx={{ p: 2 }}>{translate('support.templates.empty')}</Typography>}
      </Paper>
    </>
  );
}

function TemplateEditor({ template, missing, saving, onSave }: { template?: SupportTemplate; missing: boolean; saving: boolean; onSave: (template: SupportTemplate) => void }) {
  const translate = useTranslate();
  const [name, setName] = useState(template?.name ?? '');
  const [title, setTitle] = useState(template?.title ?? '');
  const [text, setText] = useState(template?.text ?? '');
  const [touched, setTouched] = useState(false);
  const nameMissing = name.trim() === '';
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">{translate(template ? 'support.templates.edit_title' : 'support.templates.new_title')}</Typography>
        {missing && <Alert severity="info" sx={{ mt: 1 }}>{translate('support.templates.not_found')}</Alert>}
        <Box component="form" noValidate onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (!nameMissing) onSave({ name: name.trim(), title: title.trim(), text });
        }}>
          <TextField label={translate('support.templates.name')} required value={name} onChange={(event) => setName(event.target.value)} onBlur={() => setTouched(true)}
            error={touched && nameMissing} helperText={touched && nameMissing ? translate('support.required') : ' '} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <TextField label={translate('support.templates.heading')} value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
          <RichTextEditor id="template-text" label={translate('support.templates.text')} value={text} onChange={setText} />
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>{translate('support.templates.save')}</Button>
            <Button component={RouterLink} to={BASE}>{translate('support.templates.back')}</Button>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
