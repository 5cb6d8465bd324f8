/**
 * contact_messages (migration 20261123100000) with the unmodified supabase-js client: anyone may leave a message
 * within the limits, only admins read, mark as read and delete. Row-level security and column grants decide.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestBackend, type TestBackend } from '../src/testing';

jest.setTimeout(60_000);

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.createUser('boss@example.com', 'boss-password', { admin: true });
  await backend.createUser('reader@example.com', 'reader-password');
});

afterAll(async () => {
  await backend?.close();
});

beforeEach(async () => {
  const { error } = await backend.serviceClient().from('contact_messages').delete().neq('id', '00000000-0000-0000-0000-000000000000');
  expect(error).toBeNull();
});

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = backend.anonClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

const valid = { name: 'Ann Reader', email: 'ann@example.com', subject: 'A book about Lisbon', message: 'Do you know one?' };

async function storedIds(): Promise<string[]> {
  const { data, error } = await backend.serviceClient().from('contact_messages').select('id').order('created_at');
  expect(error).toBeNull();
  return (data ?? []).map((row: { id: string }) => row.id);
}

it('lets a visitor send a message, and stores it unread with the database time', async () => {
  const anon = backend.anonClient();
  const sent = await anon.from('contact_messages').insert(valid);
  expect(sent.error).toBeNull();
  expect(sent.status).toBe(201);
  const { data } = await backend.serviceClient().from('contact_messages').select('*');
  expect(data).toEqual([{ ...valid, id: expect.any(String), created_at: expect.stringMatching(/^\d{4}-/), read_at: null }]);
});

it('refuses what is outside the limits: long or blank fields, an invalid address', async () => {
  const anon = backend.anonClient();
  const refused = [
    { ...valid, name: 'n'.repeat(101) },
    { ...valid, name: '   ' },
    { ...valid, subject: 's'.repeat(151) },
    { ...valid, message: 'm'.repeat(5001) },
    { ...valid, message: '' },
    { ...valid, email: 'not-an-address' },
    { ...valid, email: 'a"b@example.com' },
  ];
  for (const row of refused) {
    const result = await anon.from('contact_messages').insert(row);
    expect(result.error?.code).toBe('23514');
  }
  const atTheLimits = { name: 'n'.repeat(100), email: valid.email, subject: 's'.repeat(150), message: 'm'.repeat(5000) };
  expect((await anon.from('contact_messages').insert(atTheLimits)).error).toBeNull();
  expect(await storedIds()).toHaveLength(1);
});

it('lets a visitor set none of id, created_at or read_at', async () => {
  const anon = backend.anonClient();
  for (const extra of [{ read_at: new Date().toISOString() }, { created_at: '2020-01-01T00:00:00Z' }, { id: '11111111-1111-1111-1111-111111111111' }]) {
    const result = await anon.from('contact_messages').insert({ ...valid, ...extra });
    expect(result.error?.code).toBe('42501');
  }
  expect(await storedIds()).toEqual([]);
});

it('shows a visitor and a signed-in non-admin nothing, and lets them change or delete nothing', async () => {
  await backend.anonClient().from('contact_messages').insert(valid);
  const anonRead = await backend.anonClient().from('contact_messages').select('*');
  expect(anonRead.data ?? []).toEqual([]);
  expect(anonRead.error?.code).toBe('42501');

  const reader = await signedIn('reader@example.com', 'reader-password');
  const read = await reader.from('contact_messages').select('*');
  expect(read.error).toBeNull();
  expect(read.data).toEqual([]);
  const [id] = await storedIds();
  await reader.from('contact_messages').update({ read_at: new Date().toISOString() }).eq('id', id);
  await reader.from('contact_messages').delete().eq('id', id);
  const { data } = await backend.serviceClient().from('contact_messages').select('id, read_at');
  expect(data).toEqual([{ id, read_at: null }]);
});

it('lets an admin list newest first, mark as read (read_at only) and delete', async () => {
  const anon = backend.anonClient();
  await anon.from('contact_messages').insert({ ...valid, subject: 'first' });
  await anon.from('contact_messages').insert({ ...valid, subject: 'second' });
  const admin = await signedIn('boss@example.com', 'boss-password');
  const list = await admin.from('contact_messages').select('id, subject, read_at').order('created_at', { ascending: false });
  expect(list.error).toBeNull();
  expect(list.data?.map((row: { subject: string }) => row.subject)).toEqual(['second', 'first']);
  const [second, first] = list.data as unknown as [{ id: string }, { id: string }];

  const marked = await admin.from('contact_messages').update({ read_at: new Date().toISOString() }).eq('id', second.id);
  expect(marked.error).toBeNull();
  const rewritten = await admin.from('contact_messages').update({ message: 'edited' }).eq('id', first.id);
  expect(rewritten.error?.code).toBe('42501');

  const removed = await admin.from('contact_messages').delete().eq('id', first.id);
  expect(removed.error).toBeNull();
  const { data } = await backend.serviceClient().from('contact_messages').select('subject, message, read_at');
  expect(data).toEqual([{ subject: 'second', message: valid.message, read_at: expect.stringMatching(/^\d{4}-/) }]);
});
