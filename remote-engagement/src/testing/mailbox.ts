import { testBackend } from '../../../jest/test-backend';

/** The links in the emails the test backend has sent to `email` (its /mailbox, like the Supabase CLI's Inbucket). */
export async function linksSentTo(email: string): Promise<string[]> {
  const response = await fetch(`${testBackend().url}/mailbox`, { headers: { accept: 'application/json' } });
  const messages = (await response.json()) as Array<{ to: string; links: string[] }>;
  return messages.filter((m) => m.to === email).flatMap((m) => m.links);
}
