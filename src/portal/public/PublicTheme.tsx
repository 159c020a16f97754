// The frame of the public pages: a centred card with the logo and the portal's name.
import { useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { portalTheme } from '../shell/theme';
import { translate } from '../i18n/translate';

export function PublicTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={portalTheme}>
      <CssBaseline />
      <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'primary.dark', p: 2 }}>
        <Paper sx={{ width: '100%', maxWidth: 420, p: 4 }} elevation={6}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <img src="/logo.svg" alt="" width={40} height={40} />
            <Typography variant="h5" component="p" fontWeight={600}>{translate('app.name')}</Typography>
          </Box>
          {children}
        </Paper>
      </Box>
    </ThemeProvider>
  );
}

/** B14 on the public pages: "<label> - Kundeportal". */
export function usePublicTitle(labelKey: string) {
  useEffect(() => {
    document.title = `${translate(labelKey)} - ${translate('app.name')}`;
  }, [labelKey]);
}
