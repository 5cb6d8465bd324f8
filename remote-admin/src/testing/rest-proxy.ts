import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardRequest, requestBody } from '../../../jest/forward-request';

/**
 * For tests only: an HTTP proxy in front of the embedded backend that records every request and can, like hosted
 * PostgREST with its default max-rows, answer at most `maxRows` rows to a read whatever `limit` it asks for. It
 * can also stand for a backend that fails (`failing`) or is slow (`holding`), for the requests a test names.
 */
export interface RestProxy {
  url: string;
  /** "METHOD /path?query", in the order the requests reached the proxy. */
  requests: string[];
  /** Caps reads of /rest/v1 at this many rows (undefined: no cap). */
  maxRows: number | undefined;
  /**
   * The requests (by their line in `requests`) answered 500 with a PostgREST-style error body instead of being
   * forwarded (undefined: none). 500 is not one of the statuses supabase-js retries, so the failure arrives at once.
   */
  failing: ((request: string) => boolean) | undefined;
  /** The requests (by their line in `requests`) kept waiting, unanswered, until release() (undefined: none). */
  holding: ((request: string) => boolean) | undefined;
  /** Forwards the requests held so far, and holds no more. */
  release(): void;
  close(): Promise<void>;
}

export async function startRestProxy(target: string): Promise<RestProxy> {
  const held: Array<() => void> = [];
  const release = () => {
    proxy.holding = undefined;
    for (const go of held.splice(0)) go();
  };
  const proxy: RestProxy = { url: '', requests: [], maxRows: undefined, failing: undefined, holding: undefined, release, close: async () => undefined };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', target);
      const line = `${request.method} ${url.pathname}${decodeURIComponent(url.search)}`;
      proxy.requests.push(line);
      if (proxy.holding?.(line)) await new Promise<void>((go) => held.push(go));
      if (proxy.failing?.(line)) {
        await requestBody(request);
        response.writeHead(500, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
        response.end(JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }));
        return;
      }
      const limit = Number(url.searchParams.get('limit'));
      if (proxy.maxRows !== undefined && url.pathname.startsWith('/rest/v1/') && request.method === 'GET') {
        url.searchParams.set('limit', String(Number.isFinite(limit) && limit > 0 ? Math.min(limit, proxy.maxRows) : proxy.maxRows));
      }
      await forwardRequest(request, response, url, await requestBody(request));
    })().catch((error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.close = async () => {
    release();
    // Keep-alive sockets from supabase-js's fetch would hold close() open.
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return proxy;
}
