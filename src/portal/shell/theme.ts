import { createTheme } from '@mui/material/styles';
import { enUS, nbNO } from '@mui/material/locale';
import { catalogLanguage } from '../i18n/languages';

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
    // On a phone every table scrolls sideways inside itself, never the page (issue 14): a block box
    // around the table's rows, of no width of its own (so it never widens what holds it) but all of
    // the width it is given, and the box its hidden labels are placed in (or they would widen the page).
    MuiTable: { styleOverrides: { root: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'block', position: 'relative', overflowX: 'auto', width: 0, minWidth: '100%' } }) } },
    // On a phone a table's pagination wraps onto two lines rather than hiding its buttons beyond the screen.
    MuiTablePagination: {
      styleOverrides: {
        toolbar: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { flexWrap: 'wrap', justifyContent: 'flex-end', paddingLeft: theme.spacing(1) } }),
        spacer: ({ theme }) => ({ [theme.breakpoints.down('sm')]: { display: 'none' } }),
      },
    },
  },
}, catalogLanguage() === 'en-US' ? enUS : nbNO);
