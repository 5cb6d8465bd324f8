-- Newsletter signups and the list of admins. Row-level security is the real gate (the site's admin check only
-- decides what to display): visitors may only add a signup, and only admins may read or delete them.
-- Touches only `public`; `auth.users` and `auth.uid()` are provided by Supabase.

create table public.newsletter_signups (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  source text not null,
  created_at timestamptz not null default now(),
  constraint newsletter_signups_source_check check (source in ('homepage_newsletter', 'chatbot')),
  constraint newsletter_signups_email_check check (
    char_length(email) <= 254 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'
  )
);

-- One subscription per address whatever its letter case: a second Ann@x.com after ann@x.com is a 23505.
create unique index newsletter_signups_email_lower_key on public.newsletter_signups (lower(email));
-- The admin list is newest first.
create index newsletter_signups_created_at_idx on public.newsletter_signups (created_at desc);

create table public.admin_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade
);

-- Security definer so the policies on newsletter_signups can look at admin_users, whose own policy only
-- shows a user their own row; an empty search_path so nothing can shadow the qualified names.
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.user_id = (select auth.uid()));
$$;

revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

alter table public.newsletter_signups enable row level security;
alter table public.admin_users enable row level security;

-- Hosted Supabase grants every new public table to anon and authenticated; narrow that down first.
-- Visitors may supply only email and source: id and created_at always come from the defaults.
revoke all on table public.newsletter_signups from anon, authenticated;
grant insert (email, source) on table public.newsletter_signups to anon, authenticated;
grant select, delete on table public.newsletter_signups to authenticated;

-- Nobody writes admin_users through the API (admins are made with the service role or SQL).
revoke all on table public.admin_users from anon, authenticated;
grant select on table public.admin_users to authenticated;

create policy "Visitors can subscribe"
  on public.newsletter_signups for insert
  to anon, authenticated
  with check (source in ('homepage_newsletter', 'chatbot'));

create policy "Admins can read signups"
  on public.newsletter_signups for select
  to authenticated
  using ((select public.is_admin()));

create policy "Admins can delete signups"
  on public.newsletter_signups for delete
  to authenticated
  using ((select public.is_admin()));

create policy "Users can read their own admin row"
  on public.admin_users for select
  to authenticated
  using (user_id = (select auth.uid()));
