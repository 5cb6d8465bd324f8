-- Messages from the contact page (/contact, "Send Message"). Anyone may leave one; only admins read them, mark
-- them as read or delete them. Row-level security is the gate, as for newsletter_signups (decision 015).
-- Limits, enforced here whatever the client sends (the form shows the same ones):
--   name 1–100 characters, subject 1–150, message 1–5,000 (each non-blank after trimming);
--   email: public.is_valid_email (WHATWG, at most 254 characters).
-- Plain Postgres: `supabase db push` applies it to a hosted project as it is.

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  subject text not null,
  message text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint contact_messages_name_length check (char_length(btrim(name)) between 1 and 100 and char_length(name) <= 100),
  constraint contact_messages_email_valid check (public.is_valid_email(email)),
  constraint contact_messages_subject_length check (char_length(btrim(subject)) between 1 and 150 and char_length(subject) <= 150),
  constraint contact_messages_message_length check (char_length(btrim(message)) between 1 and 5000 and char_length(message) <= 5000)
);

-- The admin's list is newest first.
create index contact_messages_created_at_idx on public.contact_messages (created_at desc, id desc);

alter table public.contact_messages enable row level security;

-- Hosted Supabase grants every new public table to anon and authenticated; narrow that down first.
-- Visitors supply only name, email, subject and message: id, created_at and read_at come from the defaults.
revoke all on table public.contact_messages from anon, authenticated;
grant insert (name, email, subject, message) on table public.contact_messages to anon, authenticated;
-- Admins mark a message as read (read_at only) and delete it; the policies below check they are admins.
grant select, delete on table public.contact_messages to authenticated;
grant update (read_at) on table public.contact_messages to authenticated;

create policy "Visitors can send a message"
  on public.contact_messages for insert
  to anon, authenticated
  with check (read_at is null);

create policy "Admins can read messages"
  on public.contact_messages for select
  to authenticated
  using ((select private.is_admin()));

create policy "Admins can mark messages as read"
  on public.contact_messages for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Admins can delete messages"
  on public.contact_messages for delete
  to authenticated
  using ((select private.is_admin()));
