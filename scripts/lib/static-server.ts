import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

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
  /**
   * Answer unknown paths with the host's app shell (client-side routes): app.html, the prerendered shell with a
   * page placeholder, when the build wrote one (index.html is the home page then), else index.html.
   */
  historyFallback?: boolean;
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
export function serveStatic({ dir, port, host = '0.0.0.0', historyFallback = false, label, files = {} }: ServeOptions): Promise<RunningStatic> {
  const handler = sirv(dir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    single: historyFallback && existsSync(path.join(dir, 'app.html')) ? 'app.html' : historyFallback,
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
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
