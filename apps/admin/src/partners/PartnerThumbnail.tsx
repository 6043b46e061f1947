import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { THUMBNAIL_MESSAGES, thumbnailState } from '@oneboss/domain';
import { env } from '../providers/env';

/** A backend on this machine serves plain http; only its own origin is let through besides https. */
const allowOrigins = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?/.test(env.supabaseUrl) ? [env.supabaseUrl] : [];

/**
 * Admin thumbnail rules: only https jpg/png/webp; a broken image shows a placeholder.
 * Logos are wide, so the frame is too and the image is contained, never cropped.
 */
export function PartnerThumbnail({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  const state = thumbnailState(url, { allowOrigins });
  const frame = { width: 96, height: 56, flexShrink: 0, borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.50' } as const;

  if (state.kind !== 'image' || broken) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', p: 0.5 }}>
        <Typography variant="caption" color="text.secondary" align="center" sx={{ lineHeight: 1.1 }}>
          {state.kind === 'image' ? THUMBNAIL_MESSAGES.missing : state.label}
        </Typography>
      </Box>
    );
  }
  return <Box component="img" src={state.url} alt={`Logo de ${name}`} onError={() => setBroken(true)} sx={{ ...frame, objectFit: 'contain' }} />;
}
