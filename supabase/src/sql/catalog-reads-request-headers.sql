  select exists (
    select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and p.prosrc ~ 'request\.(headers|cookies)'
  ) or exists (
    select 1 from pg_policy
     where coalesce(pg_get_expr(polqual, polrelid), '') || coalesce(pg_get_expr(polwithcheck, polrelid), '') ~ 'request\.(headers|cookies)'
  ) or exists (
    select 1 from pg_attrdef where pg_get_expr(adbin, adrelid) ~ 'request\.(headers|cookies)'
  ) or exists (
    select 1 from pg_constraint where conbin is not null and pg_get_expr(conbin, conrelid) ~ 'request\.(headers|cookies)'
  ) as reads
