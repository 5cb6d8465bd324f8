/**
 * A TypeScript script in a process of its own (through tsx), for servers the bench times from outside: they get
 * an event loop the bench's clients do not share. The script announces itself with its first line on stdout and
 * is expected to exit when its stdin ends, i.e. when the bench does, even if the bench is killed.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stopChild } from '@wanderpages/supabase/src/process/shutdown';

export interface TsxChild {
  /** The first line the script printed. */
  line: string;
  /** Ends the script (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

export async function startTsxChild(entry: string, what: string, cwd?: string): Promise<TsxChild> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd, stdio: ['pipe', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} exited with ${code} before it was ready`)));
    child.once('error', reject);
    createInterface({ input: child.stdout }).once('line', resolve);
  });
  return {
    line,
    stop: () => stopChild(child),
  };
}
