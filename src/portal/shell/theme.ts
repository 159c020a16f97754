import { createTheme, duration } from '@mui/material/styles';
import { enUS, nbNO } from '@mui/material/locale';
import { catalogLanguage } from '../i18n/languages';
import { jumpAPage } from './menuPageJump';

/** P16: a dialog takes 200 ms to close (MUI's own is 195). */
export const DIALOG_CLOSE_MS = 200;

// The operator's blue; every colour checked against white text (WCAG AA, 4.5:1). MUI's own texts (pagination,
// "Tøm"/"Åpne" of pickers, alerts' close) in the portal's language, which a reload applies (B09).
export const portalTheme = createTheme({
  palette: {
    primary: { main: '#0b5394', dark: '#073763' },
    secondary: { main: '#e69138' },
    // MUI's warning and info take white text at 3.1:1 and 3.9:1; these give 5.0:1 and 4.8:1 (status
    // chips, the impersonation chip, alerts' icons), as text on white too.
    warning: { main: '#b45309' },
    info: { main: '#0277bd' },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true, margin: 'normal' } },
    MuiDialog: { defaultProps: { transitionDuration: { enter: duration.enteringScreen, exit: DIALOG_CLOSE_MS } } },
    // P13: PageUp and PageDown in every dropdown's list (menuPageJump.ts).
    MuiMenu: { defaultProps: { slotProps: { list: { onKeyDown: jumpAPage } } } },
    // On a phone a table fits the screen (issue 28): lists are lists of rows (PhoneRows, SimpleList), and
    // what stays a table (an order's lines, a count) wraps its cells' text within the width it is given
    // rather than scrolling sideways in a box a keyboard cannot reach. The table is the box its hidden
    // labels are placed in (or they would widen the page).
    MuiTable: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { position: 'relative', width: '100%' } }) } },
    MuiTableCell: {
      styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { paddingLeft: theme.spacing(0.75), paddingRight: theme.spacing(0.75), overflowWrap: 'anywhere' } }) },
    },
    // A form's save bar stays in sight at the bottom of what scrolls (the page, or a record's dialog) at
    // every width (issue 28), and takes its own place there, so it never covers the form's last field
    // (react-admin fixes it to the screen's bottom on a phone, over the form and outside a dialog).
    RaToolbar: {
      styleOverrides: {
        root: ({ theme }) => ({
          position: 'sticky', bottom: 0, zIndex: 2, borderTop: `1px solid ${theme.palette.divider}`,
          '&.RaToolbar-mobileToolbar': { position: 'sticky', left: 'auto', right: 'auto' },
        }),
      },
    },
    // On a phone a table's pagination wraps onto two lines rather than hiding its buttons beyond the screen.
    MuiTablePagination: {
      styleOverrides: {
        toolbar: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { flexWrap: 'wrap', justifyContent: 'flex-end', paddingLeft: theme.spacing(1) } }),
        spacer: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } }),
      },
    },
  },
}, catalogLanguage() === 'en-US' ? enUS : nbNO);
