// B19: a login user who has not accepted the terms sees the terms dialog and nothing else: the
// server answers no other call until then, so the shell and the page (menu, alert bell, widgets)
// are mounted only once the terms are accepted, and then load normally.
import { useState, type ReactNode } from 'react';
import { mustAcceptTerms } from '../../domain/terms';
import { useSession } from '../session/SessionProvider';
import { TermsDialog } from './TermsDialog';

export function TermsGate({ children }: { children: ReactNode }) {
  const { context } = useSession();
  const [accepted, setAccepted] = useState(false);
  if (mustAcceptTerms(context.loginUser) && !accepted) return <TermsDialog onAccepted={() => setAccepted(true)} />;
  return <>{children}</>;
}
