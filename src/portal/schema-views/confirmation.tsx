// Saving with the server's confirmations (J07, J13): a write the server wants confirmed comes back as
// 409 "confirm-<code>" with the question; the user answers, and the write goes again with the code.
// Field errors of the server land on their fields; anything else is notified as usual (O01, O02).
import { useCallback, useRef, useState } from 'react';
import { Confirm, useNotify, useSaveContext } from 'react-admin';

type Values = Record<string, unknown>;
interface Question { code: string; text: string; values: Values }

export const CONFIRM_PREFIX = 'confirm-';

export function useConfirmingSubmit() {
  const { save } = useSaveContext();
  const notify = useNotify();
  const confirmed = useRef<string[]>([]);
  const [question, setQuestion] = useState<Question | null>(null);

  const submit = useCallback((values: Values) => save?.(values, {
    meta: { confirm: confirmed.current },
    onError: (error: any) => {
      const code = error?.body?.code;
      if (typeof code === 'string' && code.startsWith(CONFIRM_PREFIX)) {
        setQuestion({ code: code.slice(CONFIRM_PREFIX.length), text: error.body.description, values });
        return;
      }
      // Field errors also land on their fields (react-admin reads body.errors); the message says why.
      notify(typeof error === 'string' ? error : error?.message || 'ra.notification.http_error', { type: 'error' });
    },
  }), [save, notify]);

  const dialog = (
    <Confirm
      isOpen={question !== null}
      title="schema.confirm.title"
      content={question?.text ?? ''}
      confirm="schema.confirm.yes"
      cancel="ra.action.cancel"
      onConfirm={() => {
        if (!question) return;
        confirmed.current = [...confirmed.current, question.code];
        setQuestion(null);
        void submit(question.values);
      }}
      onClose={() => setQuestion(null)}
    />
  );
  return { submit, dialog };
}
