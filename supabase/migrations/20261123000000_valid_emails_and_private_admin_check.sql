-- 1. Addresses: newsletter_signups accepts only what a browser's <input type=email> accepts (the WHATWG "valid
--    email address" grammar), at most 254 characters. The rule is a function so that later tables (contact
--    messages) check addresses the same way: `check (public.is_valid_email(email))`.
-- 2. Supabase's linter (splinter): is_admin() is SECURITY DEFINER, and in `public` PostgREST would expose it as
--    /rest/v1/rpc/is_admin to anon (lint 0028) and authenticated (0029). It moves to a schema the API does not
--    expose, callable only by the roles whose policies use it.
-- Plain Postgres: `supabase db push` applies it to a hosted project as it is.

create or replace function public.is_valid_email(address text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select char_length(address) <= 254
     and address ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$';
$$;

comment on function public.is_valid_email(text) is
  'WHATWG "valid email address" (what <input type=email> accepts), at most 254 characters.';

-- Added NOT VALID, so existing rows are never deleted or refused here: new and updated rows are checked at
-- once. The constraint is validated only when every existing row passes; otherwise the migration says how many
-- do not, and they stay for someone to fix (then: alter table ... validate constraint newsletter_signups_email_valid).
alter table public.newsletter_signups
  add constraint newsletter_signups_email_valid check (public.is_valid_email(email)) not valid;

do $$
declare
  invalid bigint;
begin
  select count(*) into invalid from public.newsletter_signups where not public.is_valid_email(email);
  if invalid = 0 then
    alter table public.newsletter_signups validate constraint newsletter_signups_email_valid;
  else
    raise warning 'newsletter_signups: % existing row(s) are not valid email addresses; constraint newsletter_signups_email_valid is NOT VALID until they are fixed', invalid;
  end if;
end
$$;

-- The admin check, outside the exposed schema. The policies that call it are all `to authenticated`; anon
-- reaches none of them (it has no SELECT or DELETE grant on newsletter_signups).
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.admin_users a where a.user_id = (select auth.uid()));
$$;

revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

alter policy "Admins can read signups" on public.newsletter_signups using ((select private.is_admin()));
alter policy "Admins can delete signups" on public.newsletter_signups using ((select private.is_admin()));

drop function public.is_admin();
