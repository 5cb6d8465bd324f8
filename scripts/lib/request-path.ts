/**
 * What a request's target names, for the local servers (static-server.ts: the origins and the edge on Node).
 *
 * `new URL(req.url, base)` is not a path parser: it reads a target such as `//evil.example/x` as another host's
 * address (pathname `/x`), and it resolves dot segments, so `/runtime-config.json/..` became the home page.
 * The Varnish edge (edge/varnish/) sees the target as sent, so both read it the same way here: as a path.
 */
export type RequestPath =
  | {
      ok: true;
      /** The path as sent, without query or fragment, its percent-encoding normalised as URL() writes it. */
      pathname: string;
      /** The same path decoded, for looking files up. */
      decoded: string;
      /** The query as sent, with its `?`, or "". */
      search: string;
    }
  | { ok: false; status: 400; message: string }
  /** A path, but one that names nothing here (`sent`: as sent, without query or fragment). */
  | { ok: false; status: 404; message: string; sent: string };

const NOT_A_PATH: RequestPath = { ok: false, status: 400, message: 'Bad request: the address is not a path.' };
const BAD_ENCODING: RequestPath = {
  ok: false,
  status: 400,
  message: 'Bad request: the address is not valid URL encoding.',
};

/** A dot segment (`.`, `..`, also encoded): a browser resolves them before it sends a path, so none names a page. */
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
/** An encoded slash or a backslash: not a separator to us, but one to a static host that decodes it first. */
const HIDDEN_SEPARATOR = /%2f|%5c|\\/i;

export function requestPath(target: string | undefined): RequestPath {
  let raw = target ?? '/';
  // Absolute-form (`GET http://host/a`) is what a client speaking to a proxy sends; its path is what counts.
  if (/^https?:\/\//i.test(raw)) raw = raw.replace(/^https?:\/\/[^/?#]*/i, '') || '/';
  if (!raw.startsWith('/')) return NOT_A_PATH;
  const sent = raw.replace(/[?#].*$/s, '');
  let decoded: string;
  try {
    decoded = decodeURIComponent(sent);
  } catch {
    return BAD_ENCODING;
  }
  if (DOT_SEGMENT.test(decoded) || HIDDEN_SEPARATOR.test(sent)) return { ok: false, status: 404, message: 'Not found', sent };
  // Prefixed with an origin, a path that starts with "//" stays a path; with no dot segments left, URL() only
  // normalises the percent-encoding (of the query too: it may go into a Location header).
  const { pathname, search } = new URL(`http://localhost${raw.replace(/#.*$/s, '')}`);
  return { ok: true, pathname, decoded, search };
}

/** The characters RFC 3986 calls unreserved: the same whether written as they are or percent-encoded. */
export const UNRESERVED = /^[A-Za-z0-9._~-]$/;

/**
 * Where a page path lives when it is written in another form the apps' routers do not match: empty segments
 * (`/destinations//asia`, `//`) and percent-encoded unreserved characters (`/destinations/asi%61`). The edge
 * redirects there; composed as it was, the page turned into the not-found page when its scripts took over.
 * Undefined when the path is already in that form.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const canonical = pathname
    .replace(/\/{2,}/g, '/')
    .replace(/%([0-9A-Fa-f]{2})/g, (encoded, hex: string) => {
      const character = String.fromCharCode(Number.parseInt(hex, 16));
      return UNRESERVED.test(character) ? character : encoded;
    });
  return canonical === pathname ? undefined : canonical;
}

/**
 * The answer to any method but GET and HEAD, the same from the static servers and from Varnish. A person meets it
 * after sending one of the site's forms with JavaScript turned off (they post: docs/decisions/044), so it says
 * what happened to what they sent and what to do.
 */
export const METHOD_NOT_ALLOWED_TEXT =
  'Method not allowed: this address serves pages and files only (GET and HEAD), so nothing sent to it was read or stored. ' +
  "The site's forms need JavaScript: go back, turn it on in your browser, and send the form again.\n";

/** The text of the edge's redirect, the same from the Node edge and from Varnish. */
export function movedText(location: string): string {
  return `Moved permanently to ${location}\n`;
}
