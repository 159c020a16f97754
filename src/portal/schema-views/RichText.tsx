// Rich text (format html): the editor loads only when a form needs it (it is large); the server
// sanitizes what is sent (I27, I28).
import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';

const Editor = lazy(() => import('ra-input-rich-text').then((module) => ({ default: module.RichTextInput })));

export function RichTextInput({ source, label, required }: { source: string; label?: string; required: boolean }) {
  return (
    <Suspense fallback={<LinearProgress aria-label={label} />}>
      <Editor source={source} label={label} isRequired={required} fullWidth />
    </Suspense>
  );
}
