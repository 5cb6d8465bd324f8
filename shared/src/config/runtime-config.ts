import type { RemoteName } from '../contracts/remotes';

/**
 * The one file a deployment edits: `runtime-config.json`, next to the host's index.html.
 * The same host build runs everywhere; only this file changes.
 */
export interface RuntimeConfig {
  /** Base URL of the Supabase project (hosted, or the embedded backend at http://localhost:54321). */
  supabaseUrl: string;
  /** The project's public anon key. Never the service-role key. */
  supabaseAnonKey: string;
  /** Each remote's `mf-manifest.json` URL. */
  remotes: Record<RemoteName, string>;
}

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function requireUrl(value: unknown, key: string): string {
  if (typeof value !== 'string' || value.trim() === '') throw new RuntimeConfigError(`"${key}" is missing`);
  try {
    new URL(value);
  } catch {
    throw new RuntimeConfigError(`"${key}" is not a URL: ${value}`);
  }
  return value;
}

/** Validates parsed JSON; throws a RuntimeConfigError that names the bad key. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  if (!isRecord(raw)) throw new RuntimeConfigError('the file is not a JSON object');
  const remotes = raw.remotes;
  if (!isRecord(remotes)) throw new RuntimeConfigError('"remotes" is missing');
  const anonKey = raw.supabaseAnonKey;
  if (typeof anonKey !== 'string' || anonKey.split('.').length !== 3) {
    throw new RuntimeConfigError('"supabaseAnonKey" is missing or not a JWT');
  }
  return {
    supabaseUrl: requireUrl(raw.supabaseUrl, 'supabaseUrl'),
    supabaseAnonKey: anonKey,
    remotes: {
      catalogue: requireUrl(remotes.catalogue, 'remotes.catalogue'),
      engagement: requireUrl(remotes.engagement, 'remotes.engagement'),
      admin: requireUrl(remotes.admin, 'remotes.admin'),
    },
  };
}

/** Fetches and validates the config; never cached, so a redeploy takes effect on the next load. */
export async function fetchRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`${url} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
