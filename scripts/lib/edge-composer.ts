/**
 * The edge, on Node: composes each page's first HTML from the host's prerendered page or shell and the remotes'
 * fragments, the way the production edge (edge/varnish/) does, so `npm start` and the e2e suite serve what
 * production serves. The includes are ESI, processed by nodesi (a kept library, not a parser of ours); this file
 * only decides, per request, what an include URL means, as the VCL's vcl_recv does:
 *
 *   /_fragments/<remote>/page-head      the requested page's <title> and description (fragments/pages/<path>.head.html)
 *   /_fragments/<remote>/page           the requested page (fragments/pages/<path>.html), or the remote's not-found
 *   /_fragments/<remote>/sections/<X>   a section (fragments/sections/<X>.html)
 *   /_fragments/<remote>/sitemap        the remote's sitemap entries (fragments/sitemap.xml), in /sitemap.xml
 *   /_edge/canonical-link               the page's <link rel="canonical"> and og:url: the site's origin and the path
 *                                       without a trailing slash or query (docs/decisions/045); nothing on a 404
 *   /_edge/origin                       the site's origin, in the sitemap's addresses (docs/decisions/047) and in a
 *                                       page fragment's schema.org addresses (docs/decisions/050)
 *
 * /sitemap.xml is the host's _edge/sitemap.xml composed the same way; /robots.txt is written here (site-documents.ts).
 *
 * Status: a host page is 200; a path a remote's prefix covers is 200 when the remote has that page's fragment,
 * 404 (with the remote's own not-found page) when it answers 404 and has a not-found page (a remote from before
 * fragments has neither: 200, the browser renders the page), and 200 with the placeholder when it cannot be
 * reached in time (the browser then tries, and offers Retry); any other path is 404 with the host's not-found page.
 * Every fragment request has a time limit, so a slow remote costs at most that, never the whole page.
 */
import path from 'node:path';
import ESI from 'nodesi';
import { ADDRESS_HAS_QUERY_META, includeSrc, SITEMAP_FRAGMENT_PATH, SITEMAP_SHELL_PATH } from '../../shared/src/contracts/fragments';
import type { RemoteName } from '../../shared/src/contracts/remotes';
import { canonicalPath, documentTitle } from '../../shared/src/hooks/use-document-title';
import { patternMatches } from '../../host/src/routes/site-routes';
import { readStable } from './file-handler';
import { ROBOTS_PATH, robotsTxt, SITEMAP_PATH } from './site-documents';

export interface EdgeRouteTable {
  pages: Array<{ id: string; paths: string[]; remote: RemoteName }>;
}

export interface ComposeOptions {
  /** The host's dist/ (its pages, _shell/, 404.html, _edge/routes.json). */
  hostDir: string;
  /** Each remote's mf-manifest.json URL (from runtime-config.json, read per request: a change needs no restart). */
  manifests: () => Promise<Record<RemoteName, string>>;
  /** Time limit of one fragment request, in ms. */
  fragmentTimeoutMs?: number;
}

export interface ComposeRequest {
  /** Compose the not-found page: the path names nothing. */
  notFound?: boolean;
  /**
   * The site's public origin, for the canonical link (the local servers' own: http://<the Host they accepted>).
   * Without it the page has no canonical link.
   */
  origin?: string;
  /** The address has a query: a page's fragments may hide what it would change until their scripts run. */
  hasQuery?: boolean;
}

export interface ComposedPage {
  status: number;
  html: string;
  /** Content-Type, when not HTML (the sitemap, robots.txt). */
  contentType?: string;
}

/** What the includes of one response mean: the request, its status, and where the remotes and the page are. */
interface IncludeContext {
  pathname: string;
  /** The address has a query (`?` and more): the canonical link's answer says so (ADDRESS_HAS_QUERY_META). */
  hasQuery?: boolean;
  status: number;
  siteOrigin?: string;
  origin: (remote: RemoteName) => string | undefined;
  page?: { remote: RemoteName; body: string; head: string };
}

/** The fallback head when a remote page's own cannot be had in time (the browser sets the title later). */
const FALLBACK_HEAD = `<title>${documentTitle()}</title>`;

/**
 * A page path as a canonical link may carry it into an HTML attribute: letters, digits and `/._~-` only (every page
 * the site has; anything else gets no link rather than an escaped one). The VCL's canonical-link answer has the same.
 */
const CANONICAL_PATH = /^\/[A-Za-z0-9/._~-]*$/;

/**
 * The page's canonical address, its path without a trailing slash (canonicalPath) at the given origin:
 * for search engines, and for link previews (Open Graph's og:url), so a shared `?utm_source=…` link counts as the page.
 */
function canonicalLink(origin: string, pathname: string): string {
  const path = canonicalPath(pathname);
  if (!CANONICAL_PATH.test(path)) return '';
  return `<link rel="canonical" href="${origin}${path}" /><meta property="og:url" content="${origin}${path}" />`;
}

/** A file's text; undefined when absent, vanished mid-redeploy, or still being written (see readStable). */
async function readIfFile(file: string): Promise<string | undefined> {
  return (await readStable(file))?.body.toString('utf8');
}

/** The host's prerendered page for a path, if it has one (/ → index.html, /about → about/index.html). */
async function hostPage(hostDir: string, pathname: string): Promise<string | undefined> {
  const stem = pathname.replace(/^\/+|\/+$/g, '');
  if (stem.startsWith('_') || stem.split('/').some((part) => part.startsWith('.'))) return undefined;
  const file = path.join(hostDir, stem, 'index.html');
  if (!file.startsWith(path.resolve(hostDir) + path.sep)) return undefined;
  return readIfFile(file);
}

class FragmentError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${url} answered ${status}`);
  }
}

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'text/html' } });
  if (!response.ok) {
    await response.body?.cancel();
    throw new FragmentError(response.status, url);
  }
  return response.text();
}

export function createComposer({ hostDir, manifests, fragmentTimeoutMs = 2000 }: ComposeOptions) {
  async function routes(): Promise<EdgeRouteTable> {
    const text = await readIfFile(path.join(hostDir, '_edge', 'routes.json'));
    try {
      return text ? (JSON.parse(text) as EdgeRouteTable) : { pages: [] };
    } catch {
      return { pages: [] }; // caught mid-rebuild of the host: no remote routes for this request (a 404, not a 502)
    }
  }

  /** What an include URL means for this request: a fragment's address, or text the edge writes itself. */
  function resolve(src: string, context: IncludeContext): { url: string } | { text: string } | undefined {
    const includePath = new URL(src).pathname;
    if (includePath === includeSrc.canonicalLink()) {
      const link = context.status === 200 && context.siteOrigin ? canonicalLink(context.siteOrigin, context.pathname) : '';
      return { text: link && context.hasQuery ? `${link}${ADDRESS_HAS_QUERY_META}` : link };
    }
    if (includePath === includeSrc.origin()) return context.siteOrigin ? { text: context.siteOrigin } : undefined;
    const match = /^\/_fragments\/(catalogue|engagement|admin)\/(page|page-head|sitemap|sections\/[A-Za-z]+)$/.exec(includePath);
    if (!match) return undefined;
    const remote = match[1] as RemoteName;
    const what = match[2] as string;
    if (what === 'page' || what === 'page-head') {
      if (context.page?.remote !== remote) return undefined;
      const url = what === 'page' ? context.page.body : context.page.head;
      return url ? { url } : undefined;
    }
    const base = context.origin(remote);
    if (!base) return undefined;
    return { url: what === 'sitemap' ? `${base}${SITEMAP_FRAGMENT_PATH}` : `${base}fragments/${what}.html` };
  }

  /** The document with its includes replaced, nested ones too (a remote's sitemap entries name the origin). */
  function processIncludes(document: string, context: IncludeContext): Promise<string> {
    // One ESI processor per document: nodesi shares in-flight requests by URL, and the page-dependent URLs mean
    // another fragment on every request.
    const esi = ESI({
      baseUrl: 'http://edge.invalid',
      allowedHosts: ['http://edge.invalid'],
      httpClient: async (url: string) => {
        const target = resolve(url, context);
        if (!target) return { status: 404, statusText: 'No such fragment', text: async () => '' };
        const text = 'text' in target ? target.text : await fetchText(target.url, fragmentTimeoutMs);
        return { status: 200, statusText: 'OK', text: async () => text };
      },
      // A fragment that cannot be had leaves its slot's placeholder (or the page's fallback title) in place.
      onError: (src: string) => (src.endsWith('/page-head') ? FALLBACK_HEAD : ''),
      logTo: { write: () => true },
    });
    return esi.process(document);
  }

  /**
   * Composes the page for a normalised pathname (request-path.ts), or the not-found page for a path that names
   * nothing (`{ notFound: true }`); undefined when the host's build is not there at all.
   */
  async function compose(pathname: string, { notFound = false, origin: siteOrigin, hasQuery = false }: ComposeRequest = {}): Promise<ComposedPage | undefined> {
    if (!notFound && siteOrigin && pathname === ROBOTS_PATH) {
      return { status: 200, html: robotsTxt(siteOrigin), contentType: 'text/plain; charset=utf-8' };
    }
    const sitemap = !notFound && pathname === SITEMAP_PATH;
    const origins = await manifests().then(
      (found) => (remote: RemoteName) => new URL('.', found[remote]).href,
      () => undefined,
    );
    const origin = (remote: RemoteName) => origins?.(remote);

    if (sitemap) {
      const shell = siteOrigin ? await readIfFile(path.join(hostDir, SITEMAP_SHELL_PATH)) : undefined;
      if (shell === undefined) return undefined; // a host built before the sitemap: no such file
      return { status: 200, html: await processIncludes(shell, { pathname, status: 200, siteOrigin, origin }), contentType: 'application/xml; charset=utf-8' };
    }

    let status = 200;
    let shell = notFound ? undefined : await hostPage(hostDir, pathname);
    // What the page-dependent includes mean for this request.
    let page: { remote: RemoteName; body: string; head: string } | undefined;

    if (shell === undefined && !notFound) {
      const route = (await routes()).pages.find((r) => r.paths.some((pattern) => patternMatches(pattern, pathname)));
      if (route) {
        shell = await readIfFile(path.join(hostDir, '_shell', `${route.id}.html`));
        const base = origin(route.remote);
        const stem = pathname.replace(/^\/+|\/+$/g, '');
        page = { remote: route.remote, body: '', head: '' };
        if (base && stem) {
          page.body = `${base}fragments/pages/${stem}.html`;
          page.head = `${base}fragments/pages/${stem}.head.html`;
          // The head decides the status: the remote knows which of its paths exist, the host does not.
          const head = await fetchText(page.head, fragmentTimeoutMs).catch((error: unknown) => error);
          if (head instanceof FragmentError && head.status === 404) {
            // The remote's not-found head tells a path it does not serve (404) from a remote deployed before
            // it rendered fragments at all (none: the page may well exist, the browser will tell).
            const notFoundHead = `${base}fragments/not-found.head.html`;
            const rendersFragments = await fetchText(notFoundHead, fragmentTimeoutMs).then(() => true, () => false);
            if (rendersFragments) {
              status = 404;
              page.body = `${base}fragments/not-found.html`;
              page.head = notFoundHead;
            } else {
              page.body = '';
              page.head = '';
            }
          }
        }
      }
    }
    if (shell === undefined) {
      status = 404;
      shell = await readIfFile(path.join(hostDir, '404.html'));
      page = undefined;
    }
    if (shell === undefined) return undefined;

    return { status, html: await processIncludes(shell, { pathname, hasQuery, status, siteOrigin, origin, page }) };
  }

  return { compose };
}
