import { Box, Typography } from '@mui/material';
import { auditChanges } from './auditDiff';
import type { AuditEntry } from './auditEntry';

/** The fields a write changed: "campo: antes → depois". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.old_values, entry.new_values);
  if (changes.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {change.field}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {entry.action === 'update' ? `${change.before} → ${change.after}` : entry.action === 'insert' ? change.after : change.before}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
