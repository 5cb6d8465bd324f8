-- The admin dashboard reads newsletter_signups newest first, ordered by (created_at desc, id desc): the list's
-- pages and the CSV export's keyset pages ("the rows after (created_at, id) of the last one received", sent as
-- created_at <= X and (created_at < X or (created_at = X and id < Y))). With an index in exactly that order each
-- page starts at its key and reads its rows already sorted: no scan of the newer rows, no sort of equal
-- timestamps. It serves every use of the index on created_at alone (its leading column, e.g. the counters'
-- created_at >= X), which is dropped so that a signup still updates one index, not two.
-- Plain CREATE INDEX, not CONCURRENTLY: migrations run in a transaction; building it over 100,000 rows takes well
-- under a second, during which signups wait rather than fail.
create index if not exists newsletter_signups_created_at_id_idx
  on public.newsletter_signups (created_at desc, id desc);

drop index if exists public.newsletter_signups_created_at_idx;
