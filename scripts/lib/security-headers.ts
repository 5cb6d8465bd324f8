/**
 * The site's security headers (docs/decisions/026-content-security-policy.md), one source for the Node servers
 * (static-server.ts) and the production edge (edge/varnish/vcl.ts renders the same policy into the VCL).
 *
 * The Content-Security-Policy names who may serve scripts and answer fetches: the page's own origin, the remotes'
 * origins (from runtime-config.json's manifest URLs: remoteEntry.js and its chunks load from there, publicPath
 * 'auto') and the Supabase project. Styles allow 'unsafe-inline': styled-components writes <style> tags at run
 * time and every composed fragment carries its own; nonces and hashes cannot follow them (see the record).
 */
import type { IncomingMessage } from 'node:http';

/** What the policy is derived from: the parts of runtime-config.json that name other origins. */
export interface PolicySources {
  supabaseUrl?: string;
  /** Each remote's mf-manifest.json URL. */
  remotes?: Record<string, string>;
}

/** The origin of an http(s) URL, or undefined for anything else (a malformed config must not widen the policy). */
function httpOrigin(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

function unique(values: Array<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

export function contentSecurityPolicy(sources: PolicySources = {}): string {
  const remotes = unique(Object.values(sources.remotes ?? {}).map(httpOrigin));
  const supabase = unique([httpOrigin(sources.supabaseUrl)]);
  return [
    // The remotes are in default-src for one kind of request: the gate's prefetch of their chunks while the page is
    // idle (`<link rel="prefetch">`). Firefox checks a prefetch against default-src alone (CSP 3 as first written);
    // Chromium against any directive that allows it. Measured: with 'self' alone Firefox refused every remote chunk.
    `default-src ${['self', ...remotes].map(quoteSelf).join(' ')}`,
    // No 'unsafe-inline' or 'unsafe-eval': the HTML has no inline script, and neither the federation runtime nor
    // the bundles evaluate strings in production builds (security-headers.spec.ts fails on any violation).
    `script-src ${['self', ...remotes].map(quoteSelf).join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    // What would otherwise fall back to default-src, and so to the remotes, keeps the page's own origin: the site
    // loads no media, web app manifest or worker from a remote, and frames nothing.
    "media-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    // Manifests (fetched by the federation runtime), runtime-config.json, and the Supabase REST and Auth APIs.
    `connect-src ${['self', ...supabase, ...remotes].map(quoteSelf).join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function quoteSelf(source: string): string {
  return source === 'self' ? "'self'" : source;
}

/** Features the site never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/** Every header but the CSP, the same on every response (pages, files, errors). */
export const FIXED_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

export function securityHeaders(sources?: PolicySources): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(sources), ...FIXED_SECURITY_HEADERS };
}

/** Loopback names every local server answers; any other Host is a DNS-rebinding attempt or a mistake. */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Extra hosts a developer allows (WANDERPAGES_ALLOWED_HOSTS, comma-separated): "name" allows name:<port>,
 * "name:port" exactly that (the same rule as the embedded backend's allowedHosts).
 */
export function allowedHostsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.WANDERPAGES_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
}

export function isAllowedHost(req: IncomingMessage, port: number, extraHosts: readonly string[] = []): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  return [...LOOPBACK, ...extraHosts.map((h) => h.toLowerCase())].some(
    (name) => host === `${name}:${port}` || (name.includes(':') && !name.startsWith('[') && host === name),
  );
}

/** The 421 body: what happened and what to do, for a person reading it. */
export function misdirectedMessage(req: IncomingMessage, port: number): string {
  return (
    `Misdirected request: this local server only answers Host localhost:${port}, 127.0.0.1:${port} or ` +
    `[::1]:${port} (got "${req.headers.host ?? ''}"). To reach it under another name, add that name to ` +
    'WANDERPAGES_ALLOWED_HOSTS (comma-separated, e.g. "mybox.local" or "mybox.local:3000") and restart.\n'
  );
}
