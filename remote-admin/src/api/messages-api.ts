import { getSupabase } from '@wanderpages/shared';

/**
 * The contact page's messages (table contact_messages, migration 20261123100000). Row-level security decides:
 * an admin reads, marks as read and deletes; anyone else reads nothing and changes nothing.
 */
const TABLE = 'contact_messages';
const COLUMNS = 'id,name,email,subject,message,created_at,read_at';
const MESSAGES_PAGE_SIZE = 100;

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  read_at: string | null;
}

/** Newest first, the newest MESSAGES_PAGE_SIZE; throws on failure (the hook reports it). */
export async function listMessages(): Promise<ContactMessage[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from(TABLE)
    .select(COLUMNS)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(MESSAGES_PAGE_SIZE);
  if (error) throw error;
  return (data ?? []) as ContactMessage[];
}

/** Sets read_at (the only column an admin may change); returns the stored time. */
export async function markMessageRead(id: string): Promise<string> {
  const supabase = await getSupabase();
  const readAt = new Date().toISOString();
  const { error } = await supabase.from(TABLE).update({ read_at: readAt }).eq('id', id);
  if (error) throw error;
  return readAt;
}

export async function deleteMessage(id: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.from(TABLE).delete().eq('id', id);
  if (error) throw error;
}
