insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3,
    case when $4::boolean then now() end, $5::varchar, case when $5::varchar is not null then now() end, $6, $7, now(), now())
returning *
