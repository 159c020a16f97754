import { createTheme } from '@mui/material/styles';

// The operator's blue; contrast checked against white text (WCAG AA).
export const portalTheme = createTheme({
  palette: {
    primary: { main: '#0b5394', dark: '#073763' },
    secondary: { main: '#e69138' },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true, margin: 'normal' } },
  },
});
