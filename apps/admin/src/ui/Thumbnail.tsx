import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import { thumbnailState } from '@oneboss/domain';
import { env } from '../providers/env';

/**
 * Admin lists show only https jpg/jpeg/png/webp URLs. A backend on this machine
 * (localhost, 127.0.0.1) serves plain http, so its own origin is let through as well.
 */
const allowOrigins = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?/.test(env.supabaseUrl) ? [env.supabaseUrl] : [];

export function Thumbnail({ url, size = 56, alt }: { url: string | null | undefined; size?: number; alt: string }) {
  const [broken, setBroken] = useState(false);
  const state = thumbnailState(url, { allowOrigins });
  const frame = { width: size, height: size, borderRadius: 1, flexShrink: 0, overflow: 'hidden', bgcolor: 'grey.100' } as const;

  if (state.kind === 'image' && !broken) {
    return <Box component="img" src={state.url} alt={alt} loading="lazy" onError={() => setBroken(true)} sx={{ ...frame, objectFit: 'cover', display: 'block' }} />;
  }
  const label = state.kind === 'image' ? alt : state.label;
  // The placeholder's words ("Sem imagem") are read: the secondary text colour keeps them legible (WCAG AA) on the grey frame.
  return (
    <Box sx={{ ...frame, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', color: 'text.secondary', textAlign: 'center', p: 0.5 }} title={label} role="img" aria-label={label}>
      <ImageIcon fontSize="small" />
      {size >= 56 && state.kind !== 'image' && (
        <Typography variant="caption" sx={{ fontSize: 8, lineHeight: 1.1 }}>
          {state.label}
        </Typography>
      )}
    </Box>
  );
}

/** The first image a list can show: the first displayable URL among the product's images. */
export function firstDisplayableUrl(urls: readonly string[]): string | null {
  return urls.find((url) => thumbnailState(url, { allowOrigins }).kind === 'image') ?? urls[0] ?? null;
}
