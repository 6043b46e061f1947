-- ERROR: a table the API roles read without row level security holds no credential, document or payment column.
select format('%I.%I', n.nspname, c.relname) as object, format('column %I readable by every API role', a.attname) as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
cross join lint_context
where c.relkind in ('r', 'p')
  and not c.relrowsecurity
  and n.nspname = any (lint_context.exposed_schemas)
  and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
  and a.attname ~* '(^|_)(password|passwd|secret|token|api_?key|private_key|otp|cpf|cnpj|rg|ssn|passport|credit_card|card_number|cvv|cvc|iban|bank_account|account_number)($|_)'
