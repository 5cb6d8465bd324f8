/**
 * How every long-running Node process here stops (npm start, npm run dev, the backend's own CLI, its test child):
 * one module over close-with-grace, which runs the stop once on Ctrl-C, SIGTERM or a crash, exits when it is done,
 * exits at once on a second Ctrl-C, and gives up after a time limit instead of hanging.
 */
import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import closeWithGrace from 'close-with-grace';

/**
 * Closes an HTTP server gracefully: it stops accepting, idle keep-alive sockets (a browser keeps a few open to
 * every origin) close at once, requests in flight may finish, and whatever is still open after `graceMs` is cut.
 * (Node ≥ 18.2 does the socket part itself: what http-terminator or stoppable were written for.)
 */
export function closeServer(server: Server, graceMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const cut = setTimeout(() => server.closeAllConnections(), graceMs);
    cut.unref();
    server.close(() => {
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Ends a child process (SIGTERM) and waits until it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export interface ShutdownOptions {
  /** What is stopping, for the one line printed ("SIGINT: stopping the site…"). */
  label: string;
  /** After this long the process exits (code 1) even if `stop` has not finished. */
  limitMs?: number;
}

/** Runs `stop` once when the process is asked to end (or crashes), then exits: 0 when it stopped cleanly. */
export function onShutdown(stop: () => Promise<void>, { label, limitMs = 10_000 }: ShutdownOptions): { shutdown(): void } {
  const handle = closeWithGrace({ delay: limitMs }, async ({ signal, err }) => {
    if (err) console.error(err);
    console.log(`\n${signal ?? (err ? 'error' : 'exit')}: stopping ${label}…`);
    await stop();
  });
  // For a stop the process decides itself (its parent went away): the same path as a signal.
  return { shutdown: () => handle.close() };
}
