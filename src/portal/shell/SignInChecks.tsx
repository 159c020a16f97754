// What stands between a sign-in and the portal, in order: the terms (B19, or the impersonation
// warning M11/B20), then the must-read messages (B23; only for the real login user, B24).
import { useCallback, useState } from 'react';
import { useSession } from '../session/SessionProvider';
import { ImpersonationTermsWarning } from './ImpersonationTermsWarning';
import { MustReadDialog } from './MustReadDialog';
import { TermsDialog } from './TermsDialog';

type Step = 'terms' | 'must-read' | 'done';

export function SignInChecks() {
  const { context } = useSession();
  const impersonating = context.user.id !== context.loginUser.id;
  const termsPending = impersonating
    ? !context.user.confirmedGdpr && !context.dismissedGdprWarning
    : !context.loginUser.confirmedGdpr;
  const [step, setStep] = useState<Step>(termsPending ? 'terms' : impersonating ? 'done' : 'must-read');
  const afterTerms = useCallback(() => setStep(impersonating ? 'done' : 'must-read'), [impersonating]);
  const done = useCallback(() => setStep('done'), []);

  if (step === 'terms') return impersonating ? <ImpersonationTermsWarning onContinue={afterTerms} /> : <TermsDialog onAccepted={afterTerms} />;
  if (step === 'must-read') return <MustReadDialog onDone={done} />;
  return null;
}
