import { getSupabase } from '@wanderpages/shared';
import { settle, type ApiResult } from './api-result';

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

/** Newest first, the newest MESSAGES_PAGE_SIZE (a `failed` result the hook reports). */
export function listMessages(): Promise<ApiResult<ContactMessage[]>> {
  return settle(async () => {
    const supabase = await getSupabase();
    const { data, error } = await supabase
      .from(TABLE)
      .select(COLUMNS)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(MESSAGES_PAGE_SIZE);
    if (error) throw error;
    return (data ?? []) as ContactMessage[];
  });
}

/** Sets read_at (the only column an admin may change); the stored time. */
export function markMessageRead(id: string): Promise<ApiResult<string>> {
  return settle(async () => {
    const supabase = await getSupabase();
    const readAt = new Date().toISOString();
    const { error } = await supabase.from(TABLE).update({ read_at: readAt }).eq('id', id);
    if (error) throw error;
    return readAt;
  });
}

export function deleteMessage(id: string): Promise<ApiResult<void>> {
  return settle(async () => {
    const supabase = await getSupabase();
    const { error } = await supabase.from(TABLE).delete().eq('id', id);
    if (error) throw error;
  });
}
