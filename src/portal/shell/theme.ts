import { createTheme } from '@mui/material/styles';
import { enUS, nbNO } from '@mui/material/locale';
import { catalogLanguage } from '../i18n/languages';

// The operator's blue; contrast checked against white text (WCAG AA). MUI's own texts (pagination,
// "Tøm"/"Åpne" of pickers, alerts' close) in the portal's language, which a reload applies (B09).
export const portalTheme = createTheme({
  palette: {
    primary: { main: '#0b5394', dark: '#073763' },
    secondary: { main: '#e69138' },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true, margin: 'normal' } },
  },
}, catalogLanguage() === 'en-US' ? enUS : nbNO);
