/**
 * Renders edge/varnish/wanderpages.vcl.template into a complete VCL: the origins' addresses into the backends,
 * and the route table the host's build wrote (dist/_edge/routes.json) into wp_match_route. The routes exist once,
 * in host/src/routes/site-routes.ts; nothing here lists them again.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { documentTitle } from '../../shared/src/hooks/use-document-title';
import type { EdgeRouteTable } from '../../scripts/lib/edge-composer';
import { METHOD_NOT_ALLOWED_TEXT, UNRESERVED } from '../../scripts/lib/request-path';
import { robotsTxt } from '../../scripts/lib/site-documents';
import { ADDRESS_HAS_QUERY_META, SITEMAP_SHELL_PATH } from '../../shared/src/contracts/fragments';
import { contentSecurityPolicy, PERMISSIONS_POLICY, type PolicySources } from '../../scripts/lib/security-headers';

const TEMPLATE_FILE = path.join(__dirname, 'wanderpages.vcl.template');

/** The remotes the template has backends for (the site's RemoteName). */
export const VCL_REMOTES = ['catalogue', 'engagement', 'admin'] as const;

export type EdgeOrigins = Record<'host' | (typeof VCL_REMOTES)[number], string>;

/**
 * The site's public origin, as readers reach it (https://www.example.org): the canonical links name it. Just an
 * origin: a scheme, a host and maybe a port, nothing after.
 */
function siteOrigin(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--site: not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`--site: an http(s) address, not ${url}`);
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error(`--site: the site's origin alone (scheme, host, port), not ${url}`);
  }
  if (!PLAIN.test(parsed.origin)) throw new Error(`--site: unexpected characters in ${url}`);
  return parsed.origin;
}

/** Safe inside a VCL "…" string and a regex: no quotes, braces, backslashes or spaces can come from input. */
const PLAIN = /^[A-Za-z0-9._~:/%@[\]-]*$/;

function originFields(name: string, url: string): Record<string, string> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`--${name}: not a URL: ${url}`);
  }
  // Varnish (open source) speaks plain HTTP to its backends; put a TLS proxy in front of an https origin.
  if (parsed.protocol !== 'http:') throw new Error(`--${name}: Varnish fetches from http:// origins only, not ${url}`);
  if (parsed.search || parsed.hash || parsed.username) throw new Error(`--${name}: an origin has no query, fragment or credentials: ${url}`);
  const fields = {
    [`${name}_host`]: parsed.hostname.replace(/^\[|\]$/g, ''),
    [`${name}_port`]: parsed.port || '80',
    [`${name}_authority`]: parsed.host,
    // The origin's folder, without its trailing slash: "" for the root, "/catalogue" for http://cdn/catalogue/.
    [`${name}_path`]: parsed.pathname.replace(/\/+$/, ''),
  };
  for (const value of Object.values(fields)) {
    if (!PLAIN.test(value)) throw new Error(`--${name}: unexpected characters in ${url}`);
  }
  return fields;
}

function patternRegex(pattern: string): string {
  if (!/^\/[A-Za-z0-9._~/-]*(\/\*)?$/.test(pattern)) throw new Error(`routes.json: unsupported path pattern ${JSON.stringify(pattern)}`);
  const escape = (literal: string) => literal.replace(/[.]/g, '\\.');
  // Same meaning as patternMatches() in site-routes.ts: "/x/*" is /x and everything below it.
  return pattern.endsWith('/*') ? `^${escape(pattern.slice(0, -2))}(/.*)?$` : `^${escape(pattern)}/?$`;
}

/**
 * wp_canonical's body: X-WP-Canon is X-WP-Path with each run of slashes as one and each percent-encoded
 * unreserved character decoded, as canonicalPagePath() in scripts/lib/request-path.ts computes it (VCL has no
 * percent-decoding of its own: one substitution per character).
 */
function canonicalVcl(): string {
  const lines = ['  set req.http.X-WP-Canon = regsuball(req.http.X-WP-Path, "/{2,}", "/");'];
  for (let code = 0x21; code < 0x7f; code += 1) {
    const character = String.fromCharCode(code);
    if (!UNRESERVED.test(character)) continue;
    const hex = code.toString(16).toUpperCase().padStart(2, '0');
    lines.push(`  set req.http.X-WP-Canon = regsuball(req.http.X-WP-Canon, "(?i)%${hex}", "${character}");`);
  }
  return lines.join('\n');
}

/** wp_match_route's body: one branch per remote page route, in the table's order (the first match wins). */
function routesVcl(table: EdgeRouteTable): string {
  const branches = table.pages.map((route, index) => {
    if (!(VCL_REMOTES as readonly string[]).includes(route.remote)) throw new Error(`routes.json: no backend for remote ${route.remote}`);
    if (!/^[a-z0-9-]+$/.test(route.id)) throw new Error(`routes.json: unsupported shell id ${JSON.stringify(route.id)}`);
    if (route.paths.length === 0) throw new Error(`routes.json: route ${route.id} has no paths`);
    const test = route.paths.map((pattern) => `req.http.X-WP-Path ~ "${patternRegex(pattern)}"`).join(' || ');
    return [
      `  ${index === 0 ? 'if' : '} elsif'} (${test}) {`,
      `    set req.http.X-WP-Remote = "${route.remote}";`,
      `    set req.http.X-WP-Shell = "${route.id}";`,
    ].join('\n');
  });
  return branches.length ? `${branches.join('\n')}\n  }` : '  # The route table has no remote page routes.';
}

/** Safe inside a VCL "…" string: a header value with no double quote, brace, backslash or line break. */
const HEADER_VALUE = /^[A-Za-z0-9 '._~:/%@[\]();,=*+-]*$/;

function headerValue(name: string, value: string): string {
  if (!HEADER_VALUE.test(value)) throw new Error(`The ${name} header cannot go into VCL as it is: ${value}`);
  return value;
}

/**
 * The VCL for a route table and origins. `policy` is the deployment's runtime-config.json (the origins the
 * browser loads remotes and Supabase from, which may differ from the origins Varnish fetches from): the
 * Content-Security-Policy names them, so render again when it changes.
 */
function renderVcl(template: string, table: EdgeRouteTable, origins: EdgeOrigins, site: string, policy: PolicySources): string {
  const title = documentTitle();
  if (!PLAIN.test(title.replace(/[ —]/g, ''))) throw new Error(`The site title cannot go into VCL as it is: ${title}`);
  const origin = siteOrigin(site);
  const values: Record<string, string> = {
    routes: routesVcl(table),
    canonical: canonicalVcl(),
    site: origin,
    sitemap_shell: SITEMAP_SHELL_PATH,
    // The Node edge's robots.txt (site-documents.ts), inside a VCL {"…"} string.
    robots_txt: robotsTxt(origin).replace(/\n$/, ''),
    // The Node edge's fallback head (edge-composer.ts): the site's own title, when a page's cannot be had.
    fallback_head: `<title>${title}</title>`,
    // Beside the canonical link when the address has a query (edge-composer.ts), inside a VCL {"…"} string.
    address_has_query_meta: ADDRESS_HAS_QUERY_META,
    // The static servers' answer to a POST (request-path.ts), inside a VCL {"…"} string.
    method_not_allowed: METHOD_NOT_ALLOWED_TEXT.replace(/\n$/, ''),
    content_security_policy: headerValue('Content-Security-Policy', contentSecurityPolicy(policy)),
    permissions_policy: headerValue('Permissions-Policy', PERMISSIONS_POLICY),
  };
  for (const name of ['host', ...VCL_REMOTES] as const) Object.assign(values, originFields(name, origins[name]));
  return template.replace(/\{\{([a-z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${TEMPLATE_FILE}: no value for {{${name}}}`);
    return value;
  });
}

async function readRouteTable(hostDist: string): Promise<EdgeRouteTable> {
  const file = path.join(hostDist, '_edge', 'routes.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as EdgeRouteTable;
  } catch (error) {
    throw new Error(`Could not read the route table ${file} (build the host first: npx tsx scripts/build.ts): ${String(error)}`, { cause: error });
  }
}

/** The deployment's runtime-config.json, for the Content-Security-Policy's origins. */
export async function readPolicySources(file: string): Promise<PolicySources> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as PolicySources;
  } catch (error) {
    throw new Error(`Could not read the runtime config ${file} (the one the host's origin serves): ${String(error)}`, { cause: error });
  }
}

/**
 * The VCL for a host build, its origins, the site's public origin and its runtime config, from the template beside
 * this file.
 */
export async function renderVclFor(hostDist: string, origins: EdgeOrigins, site: string, policy: PolicySources): Promise<string> {
  return renderVcl(await readFile(TEMPLATE_FILE, 'utf8'), await readRouteTable(hostDist), origins, site, policy);
}
