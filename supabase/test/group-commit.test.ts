/**
 * Group commit: inserts that queue up while the database is busy share one transaction, each in its own
 * savepoint with its own role and claims. Each still gets exactly the answer it would get alone, only committed
 * writes are acknowledged, and reads keep their place in the queue.
 *
 * The first part drives Database directly, holding the queue with an open transaction so that which writes
 * share a group is certain (created_at defaults to now(), the start time of the
 * top-level transaction, so rows written by one transaction share it; xmin would not do, as each savepoint
 * has its own). The second goes through
 * the real server with raw HTTP and supabase-js, where grouping depends on timing and only the outcome is checked.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Database, MAX_GROUP, type Tx, type Write } from '../src/db/database';
import { bootstrap, migrate } from '../src/db/migrate';
import { startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(120_000);

const INSERT = `insert into public."newsletter_signups" ("email", "source") select "email", "source" from json_populate_recordset(null::public."newsletter_signups", $1::json)`;
const INSERT_ADMIN = `insert into public."admin_users" ("user_id") select "user_id" from json_populate_recordset(null::public."admin_users", $1::json)`;

function anonSettings(): Record<string, string> {
  return { role: 'anon', 'request.jwt.claims': JSON.stringify({ role: 'anon' }), search_path: 'public' };
}

// The statement the REST handler gives a plain insert of (email, source) as Write.batch.sql.
const BATCH_INSERT = `insert into public."newsletter_signups" ("email", "source") select "email", "source" from json_array_elements($1::json) as pgrst_body(rows), json_populate_recordset(null::public."newsletter_signups", pgrst_body.rows) on conflict do nothing`;

/** An anonymous signup of one or more addresses, batchable with the others like it (as the handler sends it). */
function signup(email: string | string[], source = 'homepage_newsletter'): Write {
  const emails = Array.isArray(email) ? email : [email];
  return {
    settings: anonSettings(),
    sql: INSERT,
    param: JSON.stringify(emails.map((e) => ({ email: e, source }))),
    result: 'count',
    batch: { key: 'anon signup', sql: BATCH_INSERT, rows: emails.length },
  };
}

/** The same write in a transaction of its own, as the server ran every request before group commit. */
async function alone(db: Database, write: Write): Promise<unknown> {
  try {
    await db.transaction(async (tx) => {
      for (const [name, value] of Object.entries(write.settings)) await tx.query('select set_config($1, $2, true)', [name, value]);
      await tx.query(write.sql, [write.param]);
      throw new Error('rolled back on purpose');
    });
  } catch (error) {
    return error;
  }
  return undefined;
}

function pgFields(error: unknown): Record<string, unknown> {
  const e = error as { code?: string; message?: string; detail?: string; hint?: string };
  return { code: e.code, message: e.message, detail: e.detail || undefined, hint: e.hint || undefined };
}

/** Holds the queue with an open transaction until `release()`: everything queued meanwhile waits behind it. */
function holdQueue(db: Database): { release: () => void; done: Promise<void> } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, done: db.transaction(() => held) };
}

async function rows(db: Database): Promise<{ email: string; xid: string }[]> {
  return db.transaction(async (tx: Tx) => {
    const result = await tx.query<{ email: string; xid: string }>('select email, created_at::text as xid from public.newsletter_signups order by email');
    return result.rows;
  });
}

describe('Database.write', () => {
  let dir: string;
  let db: Database;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wanderpages-group-'));
    db = await Database.open(path.join(dir, 'pgdata'));
    await bootstrap(db);
    await migrate(db);
    // A deferred constraint trigger fails a COMMIT (not the insert) for a poisoned email, or for every insert
    // while commit_gate is closed: the only honest way to make a commit fail on demand.
    await db.exec(`
      create table public.commit_gate (closed boolean not null);
      insert into public.commit_gate values (false);
      create function public.refuse_at_commit() returns trigger language plpgsql security definer set search_path = '' as $$
      begin
        if new.email like 'poison%' or (select closed from public.commit_gate) then
          raise exception 'commit refused for %', new.email;
        end if;
        return null;
      end $$;
      create constraint trigger refuse_at_commit after insert on public.newsletter_signups
        deferrable initially deferred for each row execute function public.refuse_at_commit();
      -- Counts the INSERT statements that completed: a batch is one, a write run alone is one each.
      create table public.insert_statements (n integer not null);
      insert into public.insert_statements values (0);
      create function public.count_insert_statement() returns trigger language plpgsql security definer set search_path = '' as $$
      begin
        update public.insert_statements set n = n + 1;
        return null;
      end $$;
      create trigger count_insert_statement after insert on public.newsletter_signups
        for each statement execute function public.count_insert_statement();
    `);
  });

  afterAll(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  beforeEach(() => db.exec('delete from public.newsletter_signups; update public.commit_gate set closed = false; update public.insert_statements set n = 0;'));

  async function insertStatements(): Promise<number> {
    return db.transaction(async (tx) => (await tx.query<{ n: number }>('select n from public.insert_statements')).rows[0]?.n ?? -1);
  }

  it('commits writes queued together in one transaction, each with the outcome it would have alone', async () => {
    const writes = [
      signup('first@example.com'),
      signup('FIRST@Example.com'), // 23505 against the first, whatever the case
      signup('not an email'), // 23514, the email check
      signup('second@example.com', 'elsewhere'), // refused by the source check (or the policy)
      { settings: anonSettings(), sql: INSERT_ADMIN, param: JSON.stringify([{ user_id: '00000000-0000-0000-0000-000000000001' }]), result: 'count' as const }, // 42501: anon may not write admin_users
      signup('second@example.com'),
      signup('third@example.com'),
    ];
    const hold = holdQueue(db);
    const outcomes = Promise.allSettled(writes.map((w) => db.write(w)));
    hold.release();
    await hold.done;
    const settled = await outcomes;

    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'rejected', 'rejected', 'fulfilled', 'fulfilled']);
    for (const index of [0, 5, 6]) expect(settled[index]).toEqual({ status: 'fulfilled', value: { n: 1 } });

    const stored = await rows(db);
    expect(stored.map((r) => r.email)).toEqual(['first@example.com', 'second@example.com', 'third@example.com']);
    expect(new Set(stored.map((r) => r.xid)).size).toBe(1); // one transaction wrote all three

    // Each failure is the error the same write gets in a transaction of its own, field for field.
    for (const index of [1, 2, 3, 4]) {
      const grouped = settled[index] as PromiseRejectedResult;
      const write = writes[index];
      if (!write) throw new Error('no write');
      expect(pgFields(grouped.reason)).toEqual(pgFields(await alone(db, write)));
    }
    expect(pgFields((settled[1] as PromiseRejectedResult).reason)).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "newsletter_signups_email_lower_key"',
      detail: undefined, // Postgres names the key only to a role that may read it
      hint: undefined,
    });
    expect(pgFields((settled[2] as PromiseRejectedResult).reason).code).toBe('23514');
    expect(pgFields((settled[4] as PromiseRejectedResult).reason).code).toBe('42501');
  });

  it('inserts a run of batchable writes with one statement, each acknowledged with its own row count', async () => {
    const hold = holdQueue(db);
    const outcomes = Promise.all([db.write(signup('one@example.com')), db.write(signup(['two@example.com', 'three@example.com'])), db.write(signup('four@example.com'))]);
    hold.release();
    await hold.done;
    expect(await outcomes).toEqual([{ n: 1 }, { n: 2 }, { n: 1 }]);
    expect((await rows(db)).map((r) => r.email)).toEqual(['four@example.com', 'one@example.com', 'three@example.com', 'two@example.com']);
    expect(await insertStatements()).toBe(1);
  });

  it('runs a batch that would skip or refuse a row as its writes one by one, each with the outcome it would have alone', async () => {
    const writes = [signup('a@example.com'), signup('b@example.com'), signup('A@Example.com'), signup('c@example.com')];
    const hold = holdQueue(db);
    const outcomes = Promise.allSettled(writes.map((w) => db.write(w)));
    hold.release();
    await hold.done;
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(pgFields((settled[2] as PromiseRejectedResult).reason).code).toBe('23505');
    const stored = await rows(db);
    expect(stored.map((r) => r.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com']);
    expect(new Set(stored.map((r) => r.xid)).size).toBe(1); // still one transaction for the group
    // The batch's own statement was rolled back with its savepoint; then one statement per write, three succeeded.
    expect(await insertStatements()).toBe(3);
  });

  it('runs each write as its own role: a service-role write next to anonymous ones is not held to their grants', async () => {
    const service: Write = {
      settings: { role: 'service_role', 'request.jwt.claims': JSON.stringify({ role: 'service_role' }), search_path: 'public' },
      sql: `insert into public."newsletter_signups" ("email", "source", "created_at") select "email", "source", "created_at" from json_populate_recordset(null::public."newsletter_signups", $1::json)`,
      param: JSON.stringify([{ email: 'dated@example.com', source: 'chatbot', created_at: '2020-01-01T00:00:00Z' }]),
      result: 'count',
    };
    const anonDated: Write = { ...service, settings: anonSettings(), param: JSON.stringify([{ email: 'forged@example.com', source: 'chatbot', created_at: '2020-01-01T00:00:00Z' }]) };
    const hold = holdQueue(db);
    const outcomes = Promise.allSettled([db.write(signup('before@example.com')), db.write(service), db.write(anonDated), db.write(signup('after@example.com'))]);
    hold.release();
    await hold.done;
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(pgFields((settled[2] as PromiseRejectedResult).reason).code).toBe('42501'); // no grant on created_at for anon
    const stored = await rows(db);
    expect(stored.map((r) => r.email)).toEqual(['after@example.com', 'before@example.com', 'dated@example.com']);
    expect(stored[0]?.xid).toBe(stored[1]?.xid);
    expect(stored[2]?.xid).toBe('2020-01-01 00:00:00+00');
  });

  it('keeps a group to MAX_GROUP writes', async () => {
    const total = MAX_GROUP * 2 + 7;
    const hold = holdQueue(db);
    const outcomes = Promise.all(Array.from({ length: total }, (_, i) => db.write(signup(`many.${i}@example.com`))));
    hold.release();
    await hold.done;
    await outcomes;
    const stored = await rows(db);
    expect(stored).toHaveLength(total);
    const perTransaction = new Map<string, number>();
    for (const row of stored) perTransaction.set(row.xid, (perTransaction.get(row.xid) ?? 0) + 1);
    expect([...perTransaction.values()].sort((a, b) => b - a)).toEqual([MAX_GROUP, MAX_GROUP, 7]);
  });

  it('keeps queue order: a read queued between two writes sees the first and not the second', async () => {
    const hold = holdQueue(db);
    const first = db.write(signup('earlier@example.com'));
    const read = db.transaction(async (tx) => (await tx.query<{ email: string }>('select email from public.newsletter_signups')).rows.map((r) => r.email));
    const second = db.write(signup('later@example.com'));
    hold.release();
    await hold.done;
    await Promise.all([first, second]);
    expect(await read).toEqual(['earlier@example.com']);
    const stored = await rows(db);
    expect(new Set(stored.map((r) => r.xid)).size).toBe(2);
  });

  it('acknowledges nothing from a group whose commit fails; each write is then committed or refused alone', async () => {
    const hold = holdQueue(db);
    const outcomes = Promise.allSettled([db.write(signup('innocent.1@example.com')), db.write(signup('poison@example.com')), db.write(signup('innocent.2@example.com'))]);
    hold.release();
    await hold.done;
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(pgFields((settled[1] as PromiseRejectedResult).reason)).toMatchObject({ code: 'P0001', message: 'commit refused for poison@example.com' });
    const stored = await rows(db);
    expect(stored.map((r) => r.email)).toEqual(['innocent.1@example.com', 'innocent.2@example.com']);
    // Not the shared transaction, which was rolled back: each was committed by a transaction of its own.
    expect(new Set(stored.map((r) => r.xid)).size).toBe(2);
  });

  it('acknowledges no write at all when every commit fails', async () => {
    await db.exec('update public.commit_gate set closed = true');
    const hold = holdQueue(db);
    const outcomes = Promise.allSettled(Array.from({ length: 5 }, (_, i) => db.write(signup(`refused.${i}@example.com`))));
    hold.release();
    await hold.done;
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(Array(5).fill('rejected'));
    for (const s of settled) expect(pgFields((s as PromiseRejectedResult).reason).code).toBe('P0001');
    expect(await rows(db)).toEqual([]);
  });
});

describe('concurrent inserts over HTTP', () => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend();
  });

  afterAll(async () => {
    await backend?.close();
  });

  beforeEach(async () => {
    const { error } = await backend.serviceClient().from('newsletter_signups').delete().neq('id', '00000000-0000-0000-0000-000000000000');
    if (error) throw new Error(error.message);
  });

  async function storedEmails(): Promise<string[]> {
    const { data, error } = await backend.serviceClient().from('newsletter_signups').select('email').order('email');
    if (error) throw new Error(error.message);
    return (data as { email: string }[]).map((r) => r.email.toLowerCase()).sort();
  }

  interface Sent {
    table: string;
    body: Record<string, unknown>;
  }

  function post({ table, body }: Sent): Promise<{ status: number; text: string; auth: string | null }> {
    return fetch(`${backend.url}/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json', prefer: 'return=minimal' },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, text: await r.text(), auth: r.headers.get('www-authenticate') }));
  }

  it('answers each of a burst of raw requests as it would alone, and stores exactly the valid unique ones', async () => {
    const sent: (Sent & { kind: string; key?: string })[] = [];
    for (let i = 0; i < 120; i += 1) sent.push({ kind: 'valid', key: `burst.${i}@example.com`, table: 'newsletter_signups', body: { email: `burst.${i}@example.com`, source: 'homepage_newsletter' } });
    for (let i = 0; i < 30; i += 1) sent.push({ kind: 'duplicate', key: `burst.${i}@example.com`, table: 'newsletter_signups', body: { email: `Burst.${i}@EXAMPLE.com`, source: 'chatbot' } });
    for (let i = 0; i < 20; i += 1) sent.push({ kind: 'invalid', table: 'newsletter_signups', body: { email: `not an email ${i}`, source: 'chatbot' } });
    for (let i = 0; i < 10; i += 1) sent.push({ kind: 'forged', table: 'newsletter_signups', body: { email: `forged.${i}@example.com`, source: 'chatbot', created_at: '2020-01-01T00:00:00Z' } });
    for (let i = 0; i < 10; i += 1) sent.push({ kind: 'admin', table: 'admin_users', body: { user_id: '00000000-0000-0000-0000-000000000001' } });
    // Interleave the kinds so that failures land in the middle of groups, not at their ends.
    const order = sent.map((s, i) => ({ s, k: (i * 7919) % sent.length })).sort((a, b) => a.k - b.k).map((x) => x.s);

    const answers = await Promise.all(order.map((s) => post(s)));

    const byKey = new Map<string, number[]>();
    order.forEach((s, i) => {
      const status = answers[i]?.status ?? 0;
      if (s.key) byKey.set(s.key, [...(byKey.get(s.key) ?? []), status]);
      if (s.kind === 'invalid') expect(status).toBe(400);
      if (s.kind === 'forged' || s.kind === 'admin') expect(status).toBe(401);
    });
    // Of two addresses differing only in case, exactly one is stored (201) and the other refused (409).
    for (const [key, statuses] of byKey) {
      if (Number(key.split('.')[1]?.split('@')[0]) < 30) expect(statuses.sort()).toEqual([201, 409]);
      else expect(statuses).toEqual([201]);
    }

    const expected = Array.from({ length: 120 }, (_, i) => `burst.${i}@example.com`).sort();
    expect(await storedEmails()).toEqual(expected);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(120);

    // Every refusal, sent again on its own, gets the same status, body and WWW-Authenticate.
    const refused = order.map((s, i) => ({ s, a: answers[i] })).filter(({ a }) => a && a.status !== 201);
    for (const { s, a } of refused) expect(await post(s)).toEqual(a);
    expect(await storedEmails()).toEqual(expected);
  });

  it('answers concurrent supabase-js inserts with the right status and error code', async () => {
    const anon = backend.anonClient();
    const emails = Array.from({ length: 60 }, (_, i) => `js.${i}@example.com`);
    const requests = [
      ...emails.map((email) => ({ email, expect: 'stored' })),
      ...emails.slice(0, 15).map((email) => ({ email: email.toUpperCase(), expect: 'pair' })),
      ...Array.from({ length: 10 }, (_, i) => ({ email: `@broken.${i}`, expect: 'invalid' })),
    ];
    const results = await Promise.all(
      requests.map(async (r) => ({ ...r, result: await anon.from('newsletter_signups').insert({ email: r.email, source: 'homepage_newsletter' }) })),
    );
    for (const r of results.filter((x) => x.expect === 'invalid')) {
      expect(r.result.status).toBe(400);
      expect(r.result.error?.code).toBe('23514');
    }
    for (let i = 0; i < 60; i += 1) {
      const pair = results.filter((r) => r.email.toLowerCase() === emails[i]);
      const codes = pair.map((r) => (r.result.error ? `${r.result.status} ${r.result.error.code}` : `${r.result.status}`)).sort();
      expect(codes).toEqual(i < 15 ? ['201', '409 23505'] : ['201']);
    }
    expect(await storedEmails()).toEqual([...emails].sort());
  });

  it('returns each concurrent insert its own rows with return=representation', async () => {
    const service = backend.serviceClient();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        service.from('newsletter_signups').insert([{ email: `rep.${i}.a@example.com`, source: 'chatbot' }, { email: `rep.${i}.b@example.com`, source: 'homepage_newsletter' }]).select('email, source'),
      ),
    );
    results.forEach((result, i) => {
      expect(result.status).toBe(201);
      expect(result.data).toEqual([
        { email: `rep.${i}.a@example.com`, source: 'chatbot' },
        { email: `rep.${i}.b@example.com`, source: 'homepage_newsletter' },
      ]);
    });
    expect(await storedEmails()).toHaveLength(80);
  });
});
