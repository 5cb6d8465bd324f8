  select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum = any (i.indkey)
   where n.nspname = $1 and i.indisprimary
   order by c.relname, array_position(i.indkey::int2[], a.attnum)
