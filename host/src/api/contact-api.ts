import { getSupabase } from '@wanderpages/shared';

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** `invalid`: the database refused a value (a limit or the address, SQLSTATE 23514); `failed`: anything else. */
export type ContactResult = { status: 'sent' } | { status: 'invalid' } | { status: 'failed'; error: unknown };

const CHECK_VIOLATION = '23514';

/**
 * Inserts the message into contact_messages (anyone may insert; only admins read). No row is asked back: a
 * visitor may not read messages, their own included. Never throws.
 */
export async function sendContactMessage(draft: ContactDraft): Promise<ContactResult> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('contact_messages').insert({
      name: draft.name,
      email: draft.email.trim().toLowerCase(),
      subject: draft.subject,
      message: draft.message,
    });
    if (!error) return { status: 'sent' };
    return error.code === CHECK_VIOLATION ? { status: 'invalid' } : { status: 'failed', error };
  } catch (error) {
    return { status: 'failed', error };
  }
}
