import type { RuntimeConfig } from '../shared/src/config/runtime-config';

/** A runtime config for a site whose remotes listen on the given ports of localhost. */
export function siteConfig(
  supabaseUrl: string,
  supabaseAnonKey: string,
  ports: { catalogue: number; engagement: number; admin: number },
): RuntimeConfig {
  return {
    supabaseUrl,
    supabaseAnonKey,
    remotes: {
      catalogue: `http://localhost:${ports.catalogue}/mf-manifest.json`,
      engagement: `http://localhost:${ports.engagement}/mf-manifest.json`,
      admin: `http://localhost:${ports.admin}/mf-manifest.json`,
    },
  };
}
