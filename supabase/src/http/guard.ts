import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/**
 * DNS rebinding: a page on evil.example whose name is re-pointed at 127.0.0.1 talks to this server as a
 * "same-origin" page, but its requests still say `Host: evil.example`. Only loopback names (and hosts named in
 * the options) are served; the port must be ours.
 */
export function checkHost(req: IncomingMessage, port: number, extraHosts: readonly string[]): void {
  const host = (req.headers.host ?? '').toLowerCase();
  const names = ['localhost', '127.0.0.1', '[::1]', ...extraHosts.map((h) => h.toLowerCase())];
  const allowed = names.some((name) => host === `${name}:${port}` || (name.includes(':') && !name.startsWith('[') && host === name));
  if (!allowed) {
    throw new HttpError(421, {
      message: `Misdirected request: this local backend only answers Host localhost:${port}, 127.0.0.1:${port} or [::1]:${port} (got "${host}")`,
    });
  }
}

/**
 * A request whose Origin is neither the server itself nor, where CORS applies (`isAllowedOrigin`), one of the
 * site's origins is refused: CORS only stops a foreign page from reading answers, not from sending a blind
 * write (a form POST). /mailbox and the admin API pass no `isAllowedOrigin`: only their own pages may call them.
 */
export function refuseForeignOrigin(req: IncomingMessage, isAllowedOrigin: (origin: string) => boolean = () => false): void {
  const origin = req.headers.origin;
  if (origin === undefined || isAllowedOrigin(origin)) return;
  if (!sameHost(origin, req.headers.host ?? '')) throw new HttpError(403, { message: `Origin ${origin} is not allowed to call this local backend` });
}

function sameHost(origin: string, host: string): boolean {
  try {
    return new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}
