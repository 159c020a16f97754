import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { SignInChecks } from './SignInChecks';
import { TermsGate } from './TermsGate';
import { usePageTitle } from './usePageTitle';
import { useTelemetry } from './useTelemetry';
import { VersionCheck } from './VersionCheck';

export function PortalLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  useTelemetry();
  return (
    <TermsGate>
      <Layout appBar={PortalAppBar} menu={PortalMenu}>
        {children}
        <SignInChecks />
        <VersionCheck />
      </Layout>
    </TermsGate>
  );
}
