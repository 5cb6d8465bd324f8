import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { forwardRequest, requestBody } from '../../../../jest/forward-request';

/**
 * For tests only: a backend in front of the embedded one that forwards every request, except while `failing`
 * says so: then it answers 500 with a PostgREST-style error body (not a status supabase-js retries). `requests`
 * lists "METHOD /path" in arrival order.
 */
export interface FailingBackend {
  url: string;
  failing: ((request: string) => boolean) | undefined;
  requests: string[];
  close(): Promise<void>;
}

export async function startFailingBackend(target: string): Promise<FailingBackend> {
  const backend: FailingBackend = { url: '', failing: undefined, requests: [], close: async () => undefined };
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', target);
      const line = `${request.method} ${url.pathname}`;
      backend.requests.push(line);
      const sent = await requestBody(request);
      if (backend.failing?.(line)) {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }));
        return;
      }
      await forwardRequest(request, response, url, sent);
    })().catch((error: unknown) => {
      response.writeHead(502, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  backend.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  backend.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return backend;
}
