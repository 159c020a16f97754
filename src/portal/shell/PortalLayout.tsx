import { useEffect, type ReactNode } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { Layout, useSidebarState } from 'react-admin';
import { PortalAppBar } from './PortalAppBar';
import { PortalMenu } from './PortalMenu';
import { SignInChecks } from './SignInChecks';
import { TermsGate } from './TermsGate';
import { usePageTitle } from './usePageTitle';
import { useTelemetry } from './useTelemetry';
import { VersionCheck } from './VersionCheck';

/**
 * On a phone the menu lies over the page, so a page (a reload, an address typed in) opens with it
 * closed: react-admin's store would lay it over the page again if it was open when the page was left.
 */
function usePhoneMenuClosed() {
  const [, setSidebarOpen] = useSidebarState();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  useEffect(() => {
    if (phone) setSidebarOpen(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

export function PortalLayout({ children }: { children: ReactNode }) {
  usePageTitle();
  useTelemetry();
  usePhoneMenuClosed();
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
