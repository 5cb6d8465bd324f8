/**
 * A burst of concurrent newsletter signups over HTTP, as browsers would send them: PostgREST inserts with the
 * anon key (RLS applies). Every request is timed; the table is counted afterwards against the acknowledged ones.
 */
import { clearSignups, countSignups, type Backend, type Service } from './backend';
import { percentile } from './stats';

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
}

export async function burst(backend: Backend, service: Service, requests = 500): Promise<BurstResult> {
  await clearSignups(service);
  const url = `${backend.url}/rest/v1/newsletter_signups`;
  const headers = {
    apikey: backend.anonKey,
    authorization: `Bearer ${backend.anonKey}`,
    'content-type': 'application/json',
    prefer: 'return=minimal',
  };
  const tag = Date.now().toString(36);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let acknowledged = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: requests }, async (_, i) => {
      const t0 = performance.now();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: `burst.${tag}.${i}@bench.example.com`, source: 'homepage_newsletter' }),
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status === 201 || response.status === 200 || response.status === 204) acknowledged += 1;
        else failures[`HTTP ${response.status}`] = (failures[`HTTP ${response.status}`] ?? 0) + 1;
      } catch (error) {
        latencies.push(performance.now() - t0);
        const key = error instanceof Error ? error.message : String(error);
        failures[key] = (failures[key] ?? 0) + 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
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
  };
}
