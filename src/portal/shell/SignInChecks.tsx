// What stands between a sign-in and the portal, in order: the login user's own terms (B19, held
// before the shell by TermsGate), the impersonation warning (M11, B20), then the must-read messages
// (B23; only for the real login user, B24).
import { useCallback, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { ImpersonationTermsWarning } from './ImpersonationTermsWarning';
import { MustReadDialog } from './MustReadDialog';

type Step = 'terms-warning' | 'must-read' | 'done';

export function SignInChecks() {
  const { context } = useSession();
  const impersonating = context.user.id !== context.loginUser.id;
  const warningPending = impersonating && !context.user.confirmedGdpr && !context.dismissedGdprWarning;
  const [step, setStep] = useState<Step>(warningPending ? 'terms-warning' : impersonating ? 'done' : 'must-read');
  const done = useCallback(() => setStep('done'), []);

  if (step === 'terms-warning') return <ImpersonationTermsWarning onContinue={done} />;
  if (step === 'must-read') return <MustReadDialog onDone={done} />;
  return null;
}
