-- WARN: a public bucket serves its files by URL without any policy; a select policy the API roles pass on bucket_id alone only adds listing all of them.
select format('storage.buckets %s', b.id) as object,
       format('policy "%s" on storage.objects lets anyone list it', p.policyname) as detail
from storage.buckets b
join pg_catalog.pg_policies p on p.schemaname = 'storage' and p.tablename = 'objects'
cross join lateral (select regexp_replace(lower(coalesce(p.qual, '')), '[[:space:]()]', '', 'g') as qual) normalized
where b.public
  and p.permissive = 'PERMISSIVE'
  and p.cmd in ('SELECT', 'ALL')
  and p.roles && array['public', 'anon', 'authenticated']::name[]
  and (
    p.qual is null
    or normalized.qual in ('true', '1=1')
    or (normalized.qual ~ '^bucket_id=(anyarray\[)?''[^'']*''::text(,''[^'']*''::text)*\]?$'
        and strpos(normalized.qual, lower(quote_literal(b.id)) || '::text') > 0)
  )
