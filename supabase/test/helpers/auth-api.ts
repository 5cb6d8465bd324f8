import type { TestBackend } from '../../src/testing';

export interface AuthRequest {
  method?: string;
  body?: unknown;
  /** The bearer token; with `service`, the service key unless given. */
  bearer?: string;
  /** The service key as apikey (the admin API) instead of the anon key. */
  service?: boolean;
  headers?: Record<string, string>;
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

/**
 * Raw HTTP against /auth/v1 as supabase-js sends it (its API version header, the anon or the service key), for the
 * statuses, codes and shapes supabase-js hides. `backend` is read at each call: tests start it in beforeAll.
 */
export function authApi(backend: () => TestBackend) {
  function auth(path: string, init: AuthRequest = {}): Promise<Response> {
    const { url, anonKey, serviceRoleKey } = backend();
    const headers: Record<string, string> = {
      apikey: init.service ? serviceRoleKey : anonKey,
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
      ...init.headers,
    };
    const bearer = init.bearer ?? (init.service ? serviceRoleKey : undefined);
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    return fetch(`${url}/auth/v1/${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      redirect: 'manual',
    });
  }

  async function signIn(email: string, password: string): Promise<Tokens> {
    const response = await auth('token?grant_type=password', { body: { email, password } });
    expect(response.status).toBe(200);
    return (await response.json()) as Tokens;
  }

  return { auth, signIn };
}
