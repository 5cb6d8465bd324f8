select rt.id, rt.user_id, rt.session_id, rt.revoked, s.created_at as session_created
  from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
 where rt.token = $1
