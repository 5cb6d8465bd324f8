/**
 * A burst of concurrent newsletter signups over HTTP, as browsers would send them: PostgREST inserts with the
 * anon key (RLS applies), each on a connection of its own (no keep-alive: 500 visitors are 500 browsers). Every
 * request is timed; the table is counted afterwards against the acknowledged ones.
 *
 * The client is node:http, not fetch(): with 500 requests in flight, undici's own bookkeeping in this one process
 * added hundreds of milliseconds to every latency (measured against a server that does nothing), which is the
 * bench timing itself, not the backend. A warm-up burst (not counted, then removed) runs first, as in any
 * benchmark: the first requests of a fresh backend also compile its query paths.
 */
import http from 'node:http';
import path from 'node:path';
import { clearSignups, countSignups, type Backend, type Service } from './backend';
import { percentile } from './stats';
import { startTsxChild } from './tsx-child';

export interface BurstResult {
  requests: number;
  acknowledged: number;
  failed: number;
  failures: Record<string, number>;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  rowsAfter: number;
  lost: number;
  /** p99 of the warm-up burst (not counted): the backend's first requests, for comparison. */
  warmUpP99?: number;
  /** The same burst, same client, against a server that does nothing (floor-server.ts): the machine's share. */
  floor?: BurstFloor;
}

export interface BurstFloor {
  p50: number;
  p99: number;
  throughput: number;
}

interface Outcome {
  status: number | string;
  ms: number;
}

function postSignup(url: URL, headers: Record<string, string>, agent: http.Agent, email: string): Promise<Outcome> {
  const body = JSON.stringify({ email, source: 'homepage_newsletter' });
  const t0 = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          prefer: 'return=minimal',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - t0 }));
        response.on('error', (error) => resolve({ status: error.message, ms: performance.now() - t0 }));
      },
    );
    request.on('error', (error) => resolve({ status: error.message, ms: performance.now() - t0 }));
    request.end(body);
  });
}

async function fire(base: string, anonKey: string, count: number, tag: string): Promise<{ outcomes: Outcome[]; seconds: number }> {
  const url = new URL(`${base}/rest/v1/newsletter_signups`);
  const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: count }, (_, i) => postSignup(url, headers, agent, `burst.${tag}.${i}@bench.example.com`)),
  );
  agent.destroy();
  return { outcomes, seconds: (performance.now() - started) / 1000 };
}

export async function burst(backend: Backend, service: Service, requests = 500): Promise<BurstResult> {
  const tag = Date.now().toString(36);
  const warmUp = await fire(backend.url, backend.anonKey, Math.min(100, requests), `warm.${tag}`);
  await clearSignups(service);

  const { outcomes, seconds } = await fire(backend.url, backend.anonKey, requests, tag);
  const latencies = outcomes.map((o) => o.ms);
  const failures: Record<string, number> = {};
  let acknowledged = 0;
  for (const { status } of outcomes) {
    if (status === 201 || status === 200 || status === 204) acknowledged += 1;
    else {
      const key = typeof status === 'number' ? `HTTP ${status}` : status;
      failures[key] = (failures[key] ?? 0) + 1;
    }
  }
  const rowsAfter = await countSignups(service);
  return {
    requests,
    acknowledged,
    failed: requests - acknowledged,
    failures,
    seconds,
    throughput: acknowledged / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    rowsAfter,
    lost: Math.max(0, acknowledged - rowsAfter),
    warmUpP99: percentile(warmUp.outcomes.map((o) => o.ms), 99),
  };
}

/** The same warm-up and burst against floor-server.ts, in a process of its own like the backend. */
export async function burstFloor(requests = 500): Promise<BurstFloor> {
  const server = await startTsxChild(path.join(import.meta.dirname, 'floor-server.ts'), 'the floor server');
  try {
    const base = `http://127.0.0.1:${Number(server.line)}`;
    await fire(base, 'floor', Math.min(100, requests), 'warm');
    const { outcomes, seconds } = await fire(base, 'floor', requests, 'floor');
    const bad = outcomes.filter((o) => o.status !== 201).length;
    if (bad > 0) throw new Error(`${bad} of ${requests} requests to the floor server failed`);
    const latencies = outcomes.map((o) => o.ms);
    return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), throughput: requests / seconds };
  } finally {
    await server.stop();
  }
}
