import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import type { ComposedPage } from './edge-composer';

/** Files that must always be fetched fresh (and every page): they point at the hashed files, which never change. */
const ALWAYS_FRESH = new Set(['mf-manifest.json', 'remoteEntry.js', 'runtime-config.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

function cacheControlFor(pathname: string): string {
  const name = path.posix.basename(pathname);
  // Pages (/, /about, app.html…) name the current hashed scripts, so they are never cached either.
  if (ALWAYS_FRESH.has(name) || name.endsWith('.html') || !path.posix.extname(name)) return 'no-store';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** Composes pages (the host's server: every path that is not a file is a page, see edge-composer.ts). */
  compose?: (pathname: string) => Promise<ComposedPage | undefined>;
  label: string;
  /** Files served from memory instead of dir (e2e serves a runtime-config.json of its own this way). */
  files?: Record<string, string>;
}

export interface RunningStatic {
  url: string;
  close(): Promise<void>;
}

export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(readonly port: number, readonly label: string) {
    super(
      `Port ${port} (${label}) is already in use. Stop whatever is listening there ` +
        `(\`lsof -i :${port}\` shows it), or stop an earlier \`npm start\`, then try again.`,
    );
  }
}

/**
 * Serves one app's dist/ as a static host or CDN would: precompressed files by Accept-Encoding, CORS open
 * (the host fetches remote manifests cross-origin), and the cache policy of DESIGN.md §2.
 */
/** A page, not a file: no extension, or .html (a prerendered page or shell is never served as it is). */
function isPagePath(pathname: string): boolean {
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html';
}

function sendPage(req: IncomingMessage, res: ServerResponse, page: ComposedPage): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body: Buffer = Buffer.from(page.html);
  if (/\bbr\b/.test(accepts)) {
    body = brotliCompressSync(body);
    res.setHeader('Content-Encoding', 'br');
  } else if (/\bgzip\b/.test(accepts)) {
    body = gzipSync(body);
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function serveStatic({ dir, port, host = '0.0.0.0', compose, label, files = {} }: ServeOptions): Promise<RunningStatic> {
  const handler = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const server: Server = createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.statusCode = 400;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Bad request: the address is not valid URL encoding.');
      return;
    }
    if (compose && (req.method === 'GET' || req.method === 'HEAD') && isPagePath(pathname)) {
      compose(new URL(req.url ?? '/', 'http://x').pathname).then(
        (page) => (page ? sendPage(req, res, page) : handler(req, res)),
        (error: unknown) => {
          console.error(`${label}: could not compose ${pathname}:`, error);
          res.statusCode = 502;
          res.end('The page could not be composed.');
        },
      );
      return;
    }
    const inMemory = files[pathname];
    if (inMemory !== undefined) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(inMemory);
      return;
    }
    handler(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end('Not found');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, label) : error);
    });
    server.listen(port, host, () => {
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
