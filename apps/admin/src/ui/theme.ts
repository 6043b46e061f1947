import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Black and gold, the storefront's luxury palette, over react-admin's default theme. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#111111', contrastText: '#ffffff' },
    secondary: { main: '#C9A227', contrastText: '#111111' },
    background: { default: '#f6f5f2', paper: '#ffffff' },
  },
  shape: { borderRadius: 10 },
  typography: { fontFamily: 'Inter, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
    // A tooltip that takes the pointer (MUI's default, so it can be hovered to be read) can sit over the
    // next control, a dialog's submit button, and swallow its click. Ours only repeat the short name their
    // button already carries (aria-label or text).
    MuiTooltip: { defaultProps: { disableInteractive: true } },
  },
};
