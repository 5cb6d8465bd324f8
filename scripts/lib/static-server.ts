import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { explainParserErrors } from '@wanderpages/supabase/src/http/parser-errors';
import { closeServer } from '@wanderpages/supabase/src/process/shutdown';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ComposedPage, ComposeRequest } from './edge-composer';
import { fileHandler } from './file-handler';
import { canonicalPagePath, METHOD_NOT_ALLOWED_TEXT, movedText, requestPath } from './request-path';
import { ROBOTS_PATH, SITEMAP_PATH } from './site-documents';
import { allowedHostsFromEnv, isAllowedHost, misdirectedMessage, securityHeaders, type PolicySources } from './security-headers';

/** Files that must always be fetched fresh (and every page): they point at the hashed files, which never change. */
const ALWAYS_FRESH = new Set(['mf-manifest.json', 'remoteEntry.js', 'runtime-config.json']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|avif|svg|woff2?)$/;

/**
 * A composed page is asked for afresh on every load (it names the current hashed scripts, and a remote's redeploy
 * shows on the next request), but may be kept: `no-store` would also keep it out of the back/forward cache, and
 * Back would load it again (docs/decisions/048). It holds no one's data: that arrives after the takeover.
 */
const COMPOSED_PAGE_CACHE_CONTROL = 'no-cache';

function cacheControlFor(pathname: string): string {
  const name = path.posix.basename(pathname);
  // HTML served as a file (fragments, shells, app.html…) names the current hashed scripts, so it is never kept;
  // composed pages are sent by sendPage, with COMPOSED_PAGE_CACHE_CONTROL.
  if (ALWAYS_FRESH.has(name) || name.endsWith('.html') || !path.posix.extname(name)) return 'no-store';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export interface ServeOptions {
  dir: string;
  port: number;
  host?: string;
  /** Composes pages (the host's server: every path that is not a file is a page, see edge-composer.ts). */
  compose?: (pathname: string, options?: ComposeRequest) => Promise<ComposedPage | undefined>;
  label: string;
  /** Files served from memory instead of dir (e2e serves a runtime-config.json of its own this way). */
  files?: Record<string, string>;
  /**
   * Files served from memory while dir has none of that name: `npm start` writes runtime-config.json into the
   * host's dist/ (a deployment edits it there), which a rebuild of the host cleans away until the next start.
   */
  fallbackFiles?: Record<string, string>;
  /**
   * The runtime config the Content-Security-Policy is derived from, asked per request (so repointing a remote
   * needs no restart). Default: the runtime-config.json this server serves itself (from files, else dir); a
   * server with none allows its own origin only.
   */
  policySources?: () => Promise<PolicySources | undefined>;
  /** Host names answered besides localhost, 127.0.0.1 and [::1] (default: WANDERPAGES_ALLOWED_HOSTS). */
  allowedHosts?: string[];
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

/** A page, not a file: no extension, or .html (a prerendered page or shell is never served as it is). */
function isPagePath(pathname: string): boolean {
  const extension = path.posix.extname(pathname);
  return extension === '' || extension === '.html';
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

// A composed page is compressed per request, as a CDN's dynamic compression does: brotli at 6 (the nginx brotli
// module's default), not 11. Quality 11 is for files compressed once at build (precompress.ts): on the home page
// it took ~75 ms per response for 1.3 KB less than quality 6 (1.5 ms). Off the event loop, so one page's
// compression never holds up the files and pages other requests are waiting for.
async function encodePage(html: string, accepts: string): Promise<{ body: Buffer; encoding?: string }> {
  const body = Buffer.from(html);
  if (/\bbr\b/.test(accepts)) {
    return { body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepts)) return { body: await gzipped(body), encoding: 'gzip' };
  return { body };
}

async function sendPage(req: IncomingMessage, res: ServerResponse, page: ComposedPage): Promise<void> {
  const { body, encoding } = await encodePage(page.html, String(req.headers['accept-encoding'] ?? ''));
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.statusCode = page.status;
  res.setHeader('Content-Type', page.contentType ?? 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', COMPOSED_PAGE_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The config a server serves itself, read per request; undefined when it has none or it is not JSON. */
function ownRuntimeConfig(dir: string, files: Record<string, string>): () => Promise<PolicySources | undefined> {
  return async () => {
    const text = files['/runtime-config.json'] ?? (await readFile(path.join(dir, 'runtime-config.json'), 'utf8').catch(() => undefined));
    try {
      return text === undefined ? undefined : (JSON.parse(text) as PolicySources);
    } catch {
      return undefined; // half-written or malformed: the strictest policy, own origin only
    }
  };
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/**
 * Serves one app's dist/ as a static host or CDN would: precompressed files by Accept-Encoding, CORS open
 * (the host fetches remote manifests cross-origin), and the cache policy of docs/decisions/006-cache-policy.md.
 *
 * Every response carries the security headers (security-headers.ts); a Host other than this machine's own names
 * gets 421; files are looked up per request (file-handler.ts), so a rebuild under a running server is harmless.
 */
export function serveStatic({
  dir,
  port,
  host = '0.0.0.0',
  compose,
  label,
  files = {},
  fallbackFiles = {},
  policySources = ownRuntimeConfig(dir, files),
  allowedHosts = allowedHostsFromEnv(),
}: ServeOptions): Promise<RunningStatic> {
  const serveFile = fileHandler(dir);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // DNS rebinding: a foreign page whose name now resolves to 127.0.0.1 still sends its own name as Host.
    if (!isAllowedHost(req, port, allowedHosts)) {
      for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
      sendText(res, 421, misdirectedMessage(req, port));
      return;
    }
    const sources = await policySources().catch(() => undefined);
    for (const [name, value] of Object.entries(securityHeaders(sources))) res.setHeader(name, value);

    const target = requestPath(req.url);
    if (!target.ok && target.status === 400) {
      sendText(res, 400, target.message);
      return;
    }
    // A page, not a file, as the Varnish edge tells them apart: by the path as sent.
    const sentPath = target.ok ? target.pathname : target.sent;
    // The edge's own inputs (the remote pages' shells, the route table) are not the public's, as on Varnish.
    const edgeInput = compose !== undefined && /^\/_(shell|edge)\//.test(sentPath);
    const siteDocument = target.ok && (target.pathname === SITEMAP_PATH || target.pathname === ROBOTS_PATH);
    if (compose && (req.method === 'GET' || req.method === 'HEAD') && (isPagePath(sentPath) || edgeInput || siteDocument)) {
      const canonical = target.ok && !edgeInput ? canonicalPagePath(target.pathname) : undefined;
      if (target.ok && canonical !== undefined) {
        const location = `${canonical}${target.search}`;
        res.setHeader('Location', location);
        sendText(res, 301, movedText(location));
        return;
      }
      let page: ComposedPage | undefined;
      try {
        // The page's public origin is the one the reader asked (a Host isAllowedHost accepted): the local servers
        // answer at whatever name the machine is reached by. Varnish has it configured (render-vcl.ts --site).
        page = await compose(sentPath, {
          notFound: !target.ok || edgeInput,
          origin: `http://${req.headers.host}`,
          hasQuery: target.ok && target.search !== '', // URL's search: '' for none and for a bare "?"
        });
      } catch (error) {
        console.error(`${label}: could not compose ${sentPath}:`, error);
        sendText(res, 502, 'The page could not be composed.');
        return;
      }
      if (page) {
        await sendPage(req, res, page);
        return;
      }
    }
    // Files: public, fetched cross-origin by the host's pages (manifests, entries, chunks).
    res.setHeader('Access-Control-Allow-Origin', '*');
    const pathname = target.ok && !edgeInput ? target.decoded : undefined;
    res.setHeader('Cache-Control', cacheControlFor(pathname ?? sentPath));
    const inMemory = pathname === undefined ? undefined : files[pathname];
    if (inMemory !== undefined) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : inMemory);
      return;
    }
    if (pathname !== undefined && (await serveFile(req, res, pathname))) return;
    const fallback = pathname === undefined ? undefined : fallbackFiles[pathname];
    if (fallback !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(req.method === 'HEAD' ? undefined : fallback);
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      sendText(res, 405, METHOD_NOT_ALLOWED_TEXT);
      return;
    }
    sendText(res, 404, 'Not found');
  }

  const server: Server = explainParserErrors(createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug of ours, never a crash of the whole site: this request fails, the process keeps serving.
      console.error(`${label}: ${req.method} ${req.url} failed:`, error);
      if (!res.headersSent) sendText(res, 500, 'Internal error.');
      else res.destroy();
    });
  }));
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new PortInUseError(port, label) : error);
    });
    server.listen(port, host, () => {
      resolve({
        url: `http://localhost:${port}`,
        close: () => closeServer(server),
      });
    });
  });
}
