/**
 * sendContactMessage against the embedded backend: what is stored, and the three results the contact form
 * turns into words (sent; invalid when the database refuses a value; failed for anything else). It never throws.
 */
import { configureSupabase, failSupabaseConfiguration } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { serviceClient, testBackend } from '../../../jest/test-backend';
import { sendContactMessage, type ContactDraft } from './contact-api';

function draft(overrides: Partial<ContactDraft> = {}): ContactDraft {
  return { name: 'Ada', email: 'ada@example.com', subject: `Douro ${Date.now()} ${Math.random()}`, message: 'Any books on the Douro?', ...overrides };
}

async function storedWithSubject(subject: string) {
  const { data, error } = await serviceClient().from('contact_messages').select('name, email, message').eq('subject', subject);
  expect(error).toBeNull();
  return data;
}

beforeEach(async () => {
  await resetSupabaseForTests();
  configureSupabase(testBackend().url, testBackend().anonKey);
});

afterAll(async () => {
  await resetSupabaseForTests();
});

it('stores a message with the address trimmed and lower-cased', async () => {
  const message = draft({ email: '  Ada@Example.COM ' });
  expect(await sendContactMessage(message)).toEqual({ status: 'sent' });
  expect(await storedWithSubject(message.subject)).toEqual([{ name: 'Ada', email: 'ada@example.com', message: 'Any books on the Douro?' }]);
});

it('reports a value the database refuses (a message over 5,000 characters) as invalid, and stores nothing', async () => {
  const message = draft({ message: 'a'.repeat(5001) });
  expect(await sendContactMessage(message)).toEqual({ status: 'invalid' });
  expect(await storedWithSubject(message.subject)).toEqual([]);
});

it('reports an unreachable backend as failed, with the error', async () => {
  await resetSupabaseForTests();
  configureSupabase('http://127.0.0.1:9', 'anon-key');
  const result = await sendContactMessage(draft());
  expect(result.status).toBe('failed');
  expect(result).toHaveProperty('error.message', expect.stringMatching(/fetch failed/i));
});

it('reports a site with no backend configuration as failed, without throwing', async () => {
  await resetSupabaseForTests();
  const pending = sendContactMessage(draft());
  const cause = new Error('runtime-config.json: 503');
  failSupabaseConfiguration(cause);
  expect(await pending).toEqual({ status: 'failed', error: cause });
});
