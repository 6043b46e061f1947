import { Box, Typography } from '@mui/material';
import { useGetList, useGetManyAggregate } from 'react-admin';
import type { Category } from '@oneboss/domain';
import { auditChanges, type AuditChange } from './auditDiff';
import type { AuditEntry } from './auditEntry';
import { CATALOGUE_LEVELS, nameInCatalogue, recordName } from './auditLabels';

/** The fields a write changed: "Status: Contatado → Negociando". */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.table_name, entry.old_values, entry.new_values);
  if (changes.length === 0) return null;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, rowGap: 0.25 }}>
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }} data-testid="audit-change">
          <Typography component="dt" variant="caption" color="text.secondary">
            {`${change.label}:`}
          </Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {entry.action === 'update' ? (
              <>
                <Value change={change} side="before" />
                {' → '}
                <Value change={change} side="after" />
              </>
            ) : (
              <Value change={change} side={entry.action === 'insert' ? 'after' : 'before'} />
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Value({ change, side }: { change: AuditChange; side: 'before' | 'after' }) {
  const id = change.reference?.[side];
  return change.reference && id ? <ReferenceName resource={change.reference.resource} id={id} /> : <>{change[side]}</>;
}

/** Another record's name (a lead's product, a product's category); its id while loading or once it is gone. */
export function ReferenceName({ resource, id }: { resource: string; id: string }) {
  return CATALOGUE_LEVELS.has(resource) ? <CatalogueName id={id} /> : <RecordName resource={resource} id={id} />;
}

function RecordName({ resource, id }: { resource: string; id: string }) {
  const { data } = useGetManyAggregate<Record<string, unknown> & { id: string }>(resource, { ids: [id] }, { retry: false });
  return <>{recordName(data?.find((record) => record.id === id)) ?? id}</>;
}

function CatalogueName({ id }: { id: string }) {
  const { data = [] } = useGetList<Category>('categories', { pagination: { page: 1, perPage: 1000 } }, { retry: false });
  return <>{nameInCatalogue(data, id) ?? id}</>;
}
