// Rich text for ticket messages and reply templates (I27): ra-input-rich-text's tiptap toolbar with
// our insert-image tool (I29). Images pasted or dropped into the text are not taken in; the
// writer is told to upload them instead (I28).
import { useEffect, useRef, useState, type ClipboardEvent as ReactClipboardEvent } from 'react';
import { Alert, Box, MenuItem, TextField, ToggleButton, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useTranslate } from 'react-admin';
import {
  ClearButtons, DefaultEditorOptions, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInputToolbar, TiptapEditorProvider,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { ATTACHMENT_MAX_BYTES, hasInlineImage } from '../../../domain/support';
import { useSupportNotices } from './notices';
import { readFile, supportApi } from './supportApi';

// Keep data: images when they arrive, so the warning can name them rather than drop them silently.
const extensions = [...(DefaultEditorOptions.extensions ?? []).filter((extension) => extension.name !== 'image'), Image.configure({ inline: true, allowBase64: true })];

const hasFiles = (transfer: DataTransfer | null) => Boolean(transfer && [...transfer.items].some((item) => item.kind === 'file'));

/** I29: upload {data, name with a timestamp prefix, type}; the first item's link goes into the text. */
function InsertImageButton() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const notices = useSupportNotices();
  const input = useRef<HTMLInputElement>(null);
  const pick = async (file: File | undefined) => {
    if (!file || !editor) return;
    try {
      if (file.size > ATTACHMENT_MAX_BYTES) throw new Error(translate('support.file_too_large', { name: file.name }));
      const picked = await readFile(file);
      const [first] = await supportApi.uploadImage({ data: picked.data, name: `${Date.now()}-${file.name}`, type: picked.type });
      editor.chain().focus().setImage({ src: first.link, alt: file.name }).run();
    } catch (error) {
      notices.uploadFailed(error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const label = translate('support.ticket.insert_image');
  return (
    <>
      <ToggleButton value="image" aria-label={label} title={label} size="small" disabled={!editor?.isEditable} onClick={() => input.current?.click()}>
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={(event) => pick(event.target.files?.[0])} />
    </>
  );
}

const LEVELS = [0, 1, 2, 3] as const;

/**
 * Paragraph or heading at the cursor, as a labelled select: ra-input-rich-text's LevelSelect puts an
 * `li` outside a list and names its button otherwise than its text (issue 14, axe).
 */
function LevelChoice() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const level = useEditorState({ editor, selector: ({ editor: current }) => LEVELS.find((each) => each > 0 && current?.isActive('heading', { level: each })) ?? 0 });
  const choose = (chosen: number) => {
    const chain = editor.chain().focus();
    (chosen ? chain.setNode('heading', { level: chosen }) : chain.setNode('paragraph')).run();
  };
  return (
    <TextField select size="small" margin="none" fullWidth={false} label={translate('ra.tiptap.select_level')} value={level}
      disabled={!editor?.isEditable} onChange={(event) => choose(Number(event.target.value))} sx={{ minWidth: 150, mr: 1 }}>
      {LEVELS.map((each) => <MenuItem key={each} value={each}>{translate(each ? `ra.tiptap.heading${each}` : 'ra.tiptap.paragraph')}</MenuItem>)}
    </TextField>
  );
}

export interface RichTextEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Shown under the editor, e.g. the character count. */
  helper?: React.ReactNode;
  error?: boolean;
}

export function RichTextEditor({ id, label, value, onChange, disabled = false, helper, error = false }: RichTextEditorProps) {
  const translate = useTranslate();
  const [blockedPaste, setBlockedPaste] = useState(false);
  const labelId = `${id}-label`;
  const editor = useEditor({
    extensions,
    content: value,
    editable: !disabled,
    editorProps: {
      attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, class: 'support-richtext' },
      // I28: a pasted or dropped image file would become an inline image.
      handlePaste: (_view, event) => {
        if (!hasFiles(event.clipboardData)) return false;
        setBlockedPaste(true);
        return true;
      },
      handleDrop: (_view, event) => {
        if (!hasFiles((event as DragEvent).dataTransfer)) return false;
        setBlockedPaste(true);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (a reply template, a cleared form) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const inline = hasInlineImage(value);
  return (
    <Box sx={{ my: 1 }} onPasteCapture={(event: ReactClipboardEvent) => !hasFiles(event.clipboardData) && setBlockedPaste(false)}>
      <Typography id={labelId} component="label" htmlFor={id} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ display: 'block', mb: 0.5 }}>{label}</Typography>
      {editor && (
        <TiptapEditorProvider value={editor}>
          <RichTextInputToolbar size="small">
            <LevelChoice />
            <FormatButtons size="small" />
            <ListButtons size="small" />
            <LinkButtons size="small" />
            <InsertImageButton />
            <QuoteButtons size="small" />
            <ClearButtons size="small" />
          </RichTextInputToolbar>
          <Box sx={{
            '& .ProseMirror': {
              minHeight: 120, p: 1, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1, bgcolor: 'background.paper',
              '&:focus': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' }, '& p': { my: 0.5 }, '& img': { maxWidth: '100%' },
            },
          }}>
            <EditorContent editor={editor} />
          </Box>
        </TiptapEditorProvider>
      )}
      {(inline || blockedPaste) && <Alert severity="warning" sx={{ mt: 1 }} role="alert">{translate('support.ticket.inline_image')}</Alert>}
      {helper}
    </Box>
  );
}
