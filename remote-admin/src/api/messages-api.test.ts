/**
 * The Messages tab's queries against the embedded backend with a real admin session: which messages, in which
 * order, and that marking and deleting touch the one message asked for. Rows are dated a day ahead so that they
 * are the newest whatever other tests left in the table, and removed after each test.
 */
import { act } from '@testing-library/react';
import { configureSupabase, getSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { createConfirmedUser, serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { deleteMessage, listMessages, markMessageRead, type ContactMessage } from './messages-api';

const password = 'correct-horse-battery';
const RUN = `messages-api ${Date.now()}`;
const DAY_AHEAD = Date.now() + 24 * 60 * 60 * 1000;

beforeAll(async () => {
  localStorage.clear();
  configureSupabase(testBackend().url, testBackend().anonKey);
  const email = uniqueEmail('messages-api-admin');
  await createConfirmedUser(email, password, { admin: true });
  const { error } = await (await getSupabase()).auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
});

afterEach(async () => {
  await serviceClient().from('contact_messages').delete().like('subject', `${RUN}%`);
});

afterAll(async () => {
  await act(async () => {
    await (await getSupabase()).auth.signOut();
  });
  await resetSupabaseForTests();
});

/** Inserts messages `${RUN} <label>` at the given offsets (minutes after a day from now); returns them by label. */
async function seed(rows: Array<[label: string, minutes: number]>): Promise<(label: string) => ContactMessage> {
  const { data, error } = await serviceClient()
    .from('contact_messages')
    .insert(
      rows.map(([label, minutes]) => ({
        name: 'Ada',
        email: 'ada@example.com',
        subject: `${RUN} ${label}`,
        message: `About ${label}`,
        created_at: new Date(DAY_AHEAD + minutes * 60_000).toISOString(),
      })),
    )
    .select('id,name,email,subject,message,created_at,read_at');
  expect(error).toBeNull();
  const byLabel = new Map((data as ContactMessage[]).map((row) => [row.subject.slice(RUN.length + 1), row]));
  return (label) => {
    const row = byLabel.get(label);
    if (!row) throw new Error(`no seeded message ${label}`);
    return row;
  };
}

async function listed(): Promise<ContactMessage[]> {
  const result = await listMessages();
  if (result.status !== 'ok') throw new Error(`listMessages failed: ${String(result.error)}`);
  return result.data;
}

it('lists the newest 100 messages, newest first, the later id first when two arrive at the same moment', async () => {
  const rows: Array<[string, number]> = Array.from({ length: 99 }, (_, i) => [`m${String(i).padStart(3, '0')}`, i]);
  const seeded = await seed([...rows, ['tie-a', 500], ['tie-b', 500]]);
  const messages = await listed();
  expect(messages).toHaveLength(100);
  const tieIds = [seeded('tie-a').id, seeded('tie-b').id].sort().reverse();
  expect(messages.slice(0, 2).map((m) => m.id)).toEqual(tieIds);
  expect(messages.at(2)).toEqual(seeded('m098'));
  expect(messages.at(99)?.subject).toBe(`${RUN} m001`); // the oldest of the 101, m000, is the one left out
});

it('marks one message read with the time it returns, and deletes one, leaving the others alone', async () => {
  const seeded = await seed([
    ['first', 1],
    ['second', 2],
    ['third', 3],
  ]);
  const marked = await markMessageRead(seeded('second').id);
  expect(marked.status).toBe('ok');
  const deleted = await deleteMessage(seeded('third').id);
  expect(deleted).toEqual({ status: 'ok', data: undefined });

  const { data } = await serviceClient().from('contact_messages').select('subject, read_at').like('subject', `${RUN}%`).order('subject');
  const readAt = marked.status === 'ok' ? marked.data : '';
  expect(data?.map((row) => [row.subject, row.read_at && new Date(row.read_at).toISOString()])).toEqual([
    [`${RUN} first`, null],
    [`${RUN} second`, readAt],
  ]);
});

it('reports an unreachable backend as failed, for each query, without throwing', async () => {
  await resetSupabaseForTests();
  localStorage.clear(); // a stored session would make the client refresh it first, against the dead address
  configureSupabase('http://127.0.0.1:9', 'anon-key');
  try {
    expect(await listMessages()).toMatchObject({ status: 'failed' });
    expect(await markMessageRead('00000000-0000-0000-0000-000000000001')).toMatchObject({ status: 'failed' });
    expect(await deleteMessage('00000000-0000-0000-0000-000000000001')).toMatchObject({ status: 'failed' });
  } finally {
    await resetSupabaseForTests();
    configureSupabase(testBackend().url, testBackend().anonKey);
  }
}, 30_000); // postgrest-js retries a read it could not send (1 s, 2 s, 4 s) before it answers with the error: ~7 s
