-- The site reads and writes through PostgREST (supabase-js) only; nothing uses /graphql/v1.
-- With pg_graphql enabled (hosted projects have it by default), GraphQL introspection shows every signed-in
-- account the names and columns of each table `authenticated` may SELECT (splinter lint 0027): here
-- newsletter_signups, contact_messages and admin_users, which signed-in users must be able to SELECT for RLS to
-- pick the rows an admin, or the user's own admin flag, needs. Disabling the extension removes that surface
-- without weakening any grant the site relies on (docs/decisions/036-graphql-disabled.md).
-- Equivalent to Supabase's documented `drop extension if exists pg_graphql;`, written so that a database
-- without the extension (the embedded backend) gets no notice on every start. Re-enabling GraphQL means
-- revisiting those grants first.
do $$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_graphql') then
    drop extension pg_graphql;
  end if;
end
$$;
