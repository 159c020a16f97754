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
      {/* The page takes the width beside the menu and no more: what is wider scrolls inside it. */}
      <Layout appBar={PortalAppBar} menu={PortalMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-content': { minWidth: 0 } }}>
        {children}
        <SignInChecks />
        <VersionCheck />
      </Layout>
    </TermsGate>
  );
}
