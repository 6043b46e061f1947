import { Box } from '@mui/material';

/** The OneBoss wordmark; links to the storefront wherever the header shows it. */
export function Logo({ href, onDark = false }: { href: string; onDark?: boolean }) {
  return (
    <Box
      component="a"
      href={href}
      aria-label="OneBoss — ir para a loja"
      sx={{
        display: 'inline-flex',
        alignItems: 'baseline',
        textDecoration: 'none',
        color: 'inherit',
        fontFamily: 'Georgia, "Times New Roman", serif',
        fontWeight: 700,
        fontSize: 22,
        letterSpacing: 1,
      }}
    >
      <Box component="span" sx={{ color: 'inherit' }}>
        One
      </Box>
      {/* The gold passes contrast only on the dark header; on light cards it is darkened. */}
      <Box component="span" sx={{ color: onDark ? 'secondary.main' : '#7A5C00' }}>
        Boss
      </Box>
    </Box>
  );
}
