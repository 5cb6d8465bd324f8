import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

export interface MailMessage {
  id: string;
  to: string;
  from: string;
  subject: string;
  /** signup, recovery, email_change */
  type: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/**
 * Where the emails go that a hosted project would send (like the Supabase CLI's Inbucket): printed on the console,
 * kept in memory for /mailbox and appended to mailbox.jsonl in the data directory so links survive a restart.
 */
export class Mailbox {
  private readonly messages: MailMessage[] = [];

  constructor(
    private readonly file: string,
    private readonly quiet: boolean,
  ) {
    if (existsSync(file)) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (line.trim() === '') continue;
        try {
          this.messages.push(JSON.parse(line) as MailMessage);
        } catch {
          // A line torn by a crash mid-write is skipped; every complete one is kept.
        }
      }
    }
  }

  send(mail: Omit<MailMessage, 'id' | 'from' | 'created_at'>): MailMessage {
    const message: MailMessage = {
      id: randomUUID(),
      from: 'Wanderpages <noreply@wanderpages.local>',
      created_at: new Date().toISOString(),
      ...mail,
    };
    this.messages.push(message);
    appendFileSync(this.file, `${JSON.stringify(message)}\n`);
    if (!this.quiet) {
      console.log(`[mailbox] to ${message.to}: ${message.subject}\n[mailbox]   ${message.links.join('\n[mailbox]   ')}`);
    }
    return message;
  }

  list(): MailMessage[] {
    return [...this.messages];
  }

  get(id: string): MailMessage | undefined {
    return this.messages.find((m) => m.id === id);
  }
}
