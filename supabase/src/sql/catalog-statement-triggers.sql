  select distinct c.relname as table_name from pg_trigger t
    join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and not t.tgisinternal and (t.tgtype & 1) = 0
