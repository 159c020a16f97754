// How the support pages report failures: the general rule (O01, O02) for the list and saves,
// the spec's "error creating" notices for creation (I17, O35), the upload message (I26, O37).
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../../data/api';

export type CreationPart = 'ticket' | 'event' | 'attachment';

export function useSupportNotices() {
  const notify = useNotify();
  const translate = useTranslate();
  const describe = (error: unknown) =>
    error instanceof ApiError ? (error.status === 0 ? translate('app.network_error') : error.description || translate('app.no_description'))
      // A user reads the reason, never the code's "Error:" before it.
      : error instanceof Error ? error.message : String(error);
  return {
    /** O01, O02: the failing call, then the server's description. */
    failure(error: unknown) {
      const title = error instanceof ApiError ? error.call : translate('support.unexpected_error');
      notify(`${title}\n${describe(error)}`, { type: 'error' });
    },
    /** I17, O35: heading "error creating" and the body of the part that failed, with the server's reason. */
    creationFailed(part: CreationPart, error: unknown) {
      const reason = error instanceof ApiError && error.description ? `\n${error.description}` : '';
      if (!(error instanceof ApiError)) {
        notify(translate('support.unexpected_error'), { type: 'error' });
        return;
      }
      notify(`${translate('support.error_creating')}\n${translate(`support.error-creating-${part}`)}${reason}`, { type: 'error' });
    },
    /** I26, O37: "an error occured" plus the exception message. */
    uploadFailed(error: unknown) {
      notify(translate('support.upload_error', { message: describe(error) }), { type: 'error' });
    },
    success(message: string, args: Record<string, unknown> = {}) {
      notify(message, { type: 'success', messageArgs: args });
    },
  };
}
