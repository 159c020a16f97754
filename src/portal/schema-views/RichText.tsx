// Rich text (format html): the editor loads only when a form needs it (it is large); the server
// sanitizes what is sent (I27, I28). The editing area is a text box named by the field's label.
import { lazy, Suspense, useMemo } from 'react';
import { LinearProgress } from '@mui/material';
import { useResourceContext, useTranslateLabel } from 'react-admin';

interface EditorProps { source: string; label?: string; required: boolean; name: string }

const Editor = lazy(() => import('ra-input-rich-text').then((module) => ({
  default: function NamedEditor({ source, label, required, name }: EditorProps) {
    const options = useMemo(() => ({
      ...module.DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': name } },
    }), [name]);
    return <module.RichTextInput source={source} label={label} isRequired={required} fullWidth editorOptions={options} />;
  },
})));

export function RichTextInput({ source, label, required }: { source: string; label?: string; required: boolean }) {
  const name = String(useTranslateLabel()({ label, source, resource: useResourceContext() }));
  return (
    <Suspense fallback={<LinearProgress aria-label={name} />}>
      <Editor source={source} label={label} required={required} name={name} />
    </Suspense>
  );
}
