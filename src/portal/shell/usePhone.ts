import { useMediaQuery, type Theme } from '@mui/material';

/** Below the small breakpoint (a phone held upright): lists become rows, dialogs take the whole screen. */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
