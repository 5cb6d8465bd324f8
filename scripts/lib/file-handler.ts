/**
 * Serves a dist/ folder's files, looked up on every request, so a redeploy under a running server takes nothing
 * down: a file that vanished is a 404, a file added later is served, and a file caught while being written is read
 * again until it holds still. It replaces sirv, which (3.0.2) either caches the file list at start (`dev: false`:
 * later files 404, vanished ones crash the process) or stats synchronously and pipes a read stream with no error
 * listener (`dev: true`: a file deleted between the two is an unhandled ENOENT, again a crash).
 *
 * Each file is read whole (dist files are small) and sent with the length actually read, so a response can never
 * promise more bytes than it carries. Precompressed .br/.gz beside a file are chosen by Accept-Encoding.
 */
import type { Stats } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';

interface Found {
  body: Buffer;
  stats: Stats;
  /** The file the URL names (its type), not the .br/.gz actually read. */
  name: string;
  encoding?: 'br' | 'gzip';
}

/** How often a file that changes while being read is read again before it counts as absent (a 404). */
const READ_ATTEMPTS = 5;

/** Reads a regular file whole; undefined if it is absent, a folder, or still changing after a few attempts. */
export async function readStable(file: string): Promise<{ body: Buffer; stats: Stats } | undefined> {
  for (let attempt = 0; attempt < READ_ATTEMPTS; attempt += 1) {
    let handle;
    try {
      handle = await open(file, 'r');
      const before = await handle.stat();
      if (!before.isFile()) return undefined;
      const body = await handle.readFile();
      const after = await handle.stat();
      // Same size and mtime before and after, and all of it read: nobody was writing it meanwhile.
      if (body.length === after.size && before.size === after.size && before.mtimeMs === after.mtimeMs) return { body, stats: after };
    } catch {
      return undefined; // ENOENT (vanished), EISDIR, EACCES…: not a file we can serve
    } finally {
      await handle?.close().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
  }
  return undefined;
}

/** The files a URL path may name, as sirv resolved them: the path, then .html, then a folder's index.html. */
function candidates(pathname: string): string[] {
  if (pathname.endsWith('/')) return [`${pathname}index.html`];
  return [pathname, `${pathname}.html`, `${pathname}/index.html`];
}

async function find(root: string, pathname: string, acceptEncoding: string): Promise<Found | undefined> {
  const encodings: Array<{ suffix: string; encoding?: 'br' | 'gzip' }> = [];
  if (/\bbr\b/.test(acceptEncoding)) encodings.push({ suffix: '.br', encoding: 'br' });
  if (/\bgzip\b/.test(acceptEncoding)) encodings.push({ suffix: '.gz', encoding: 'gzip' });
  encodings.push({ suffix: '' });
  for (const name of candidates(pathname)) {
    const file = path.join(root, name);
    // No way out of the folder, and no dotfiles (sirv's default too).
    if (!file.startsWith(root + path.sep) || name.split('/').some((part) => part.startsWith('.'))) return undefined;
    for (const { suffix, encoding } of encodings) {
      const found = await readStable(file + suffix);
      // An empty .br/.gz is one being written (a compressed file is never empty): use the next variant.
      if (found && !(encoding && found.body.length === 0)) return { ...found, name, encoding };
    }
  }
  return undefined;
}

export type FileHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/**
 * A handler for GET and HEAD of the files under dir: resolves true once it has answered, false when no file
 * matches (the caller answers 404). Headers set on res before it are kept (security, cache and CORS headers).
 */
export function fileHandler(dir: string): FileHandler {
  const root = path.resolve(dir);
  return async (req, res, pathname) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const found = await find(root, pathname, String(req.headers['accept-encoding'] ?? ''));
    if (!found) return false;
    const etag = `W/"${found.stats.size}-${found.stats.mtime.getTime()}"`;
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', found.stats.mtime.toUTCString());
    if (req.headers['if-none-match'] === etag) {
      res.statusCode = 304;
      res.end();
      return true;
    }
    const type = lookup(found.name) ?? 'application/octet-stream';
    res.setHeader('Content-Type', type === 'text/html' ? 'text/html; charset=utf-8' : type);
    if (found.encoding) res.setHeader('Content-Encoding', found.encoding);
    res.setHeader('Content-Length', found.body.length);
    res.statusCode = 200;
    res.end(req.method === 'HEAD' ? undefined : found.body);
    return true;
  };
}
