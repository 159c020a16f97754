import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { showsEnvironmentBadge } from '../../domain/environment';
import { useSession } from '../session/SessionProvider';

/** B04, B05: the environment, only for clients on the local network and for provider staff. */
export function EnvironmentBadge() {
  const { context } = useSession();
  const translate = useTranslate();
  if (!showsEnvironmentBadge(context)) return null;
  const label = translate(`app.environment.${context.environment}`);
  return <Chip size="small" color="secondary" label={label} aria-label={`${translate('app.environment_label')}: ${label}`} sx={{ fontWeight: 600 }} />;
}
