import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request with full control of what fetch() will not let a test set: the Host header, the source
 * address (any 127.x.y.z reaches a server on 127.0.0.1 on Linux, so tests can be "another client"), raw paths.
 */
export function rawRequest(
  url: string,
  init: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; localAddress?: string } = {},
): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        method: init.method ?? 'GET',
        path: init.path ?? `${target.pathname}${target.search}`,
        headers: init.headers,
        localAddress: init.localAddress,
        setHost: init.headers?.host === undefined,
        // A connection per request: one test's request never meets a socket another left behind.
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
