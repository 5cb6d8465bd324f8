create or replace function pg_temp.wanderpages_write_group(writes jsonb)
returns table (ok boolean, n integer, body text, code text, message text, detail text, hint text)
language plpgsql
as $$
declare
  w jsonb;
  member jsonb;
  setting record;
  inserted integer;
  whole boolean;
begin
  -- One function, no nested calls: after a write, the role is that write's (anon may not call a pg_temp function).
  for w in select value from jsonb_array_elements(writes) loop
    whole := false;
    if w ? 'batch' then
      begin
        for setting in select key, value from jsonb_each_text(w -> 'settings') loop
          perform set_config(setting.key, setting.value, true);
        end loop;
        execute w -> 'batch' ->> 'sql' using w ->> 'param';
        get diagnostics inserted = row_count;
        whole := inserted = (w -> 'batch' ->> 'rows')::integer;
        if not whole then
          raise exception 'a row of the batch was skipped'; -- rolls the batch back
        end if;
      exception when others then
        whole := false;
      end;
    end if;
    if whole then
      return query select true, (m ->> 'rows')::integer, null::text, null::text, null::text, null::text, null::text
                     from jsonb_array_elements(w -> 'members') with ordinality as t(m, i) order by i;
      continue;
    end if;
    -- A single write, or each write of a batch that did not stand.
    for member in select value from jsonb_array_elements(case when w ? 'batch' then w -> 'members' else jsonb_build_array(w) end) loop
      ok := true; n := null; body := null; code := null; message := null; detail := null; hint := null;
      begin
        for setting in select key, value from jsonb_each_text(member -> 'settings') loop
          perform set_config(setting.key, setting.value, true);
        end loop;
        if member ->> 'result' = 'rows' then
          execute member ->> 'sql' into n, body using member ->> 'param';
        else
          execute member ->> 'sql' using member ->> 'param';
          get diagnostics n = row_count;
        end if;
      exception when others then
        ok := false;
        get stacked diagnostics code = returned_sqlstate, message = message_text,
                                detail = pg_exception_detail, hint = pg_exception_hint;
      end;
      return next;
    end loop;
  end loop;
end
$$;
revoke all on function pg_temp.wanderpages_write_group(jsonb) from public;
