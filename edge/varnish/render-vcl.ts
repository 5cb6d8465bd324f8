/**
 * Writes the Varnish configuration for one deployment:
 *
 *   npx tsx edge/varnish/render-vcl.ts --host-dist host/dist --site https://www.wanderpages.example \
 *     --host http://host-origin:8080 --catalogue http://catalogue-origin:8080 \
 *     --engagement http://engagement-origin:8080 --admin http://admin-origin:8080 --out /etc/varnish/wanderpages.vcl \
 *     [--runtime-config path/to/runtime-config.json]
 *
 * --site is the site's public origin, as readers reach it: every page's canonical link names it (decision 045).
 * --host-dist is the host's build (its _edge/routes.json is the route table); render again after each host deploy.
 * --runtime-config (default: the one in --host-dist) is the deployment's config: the Content-Security-Policy names
 * its remotes' and Supabase's origins, so render again when it changes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readPolicySources, renderVclFor, VCL_REMOTES, type EdgeOrigins } from './vcl';

async function main() {
  const { values } = parseArgs({
    options: {
      'host-dist': { type: 'string', default: 'host/dist' },
      host: { type: 'string' },
      catalogue: { type: 'string' },
      engagement: { type: 'string' },
      admin: { type: 'string' },
      site: { type: 'string' },
      out: { type: 'string' },
      'runtime-config': { type: 'string' },
    },
  });
  const missing = (['site', 'host', ...VCL_REMOTES] as const).filter((name) => !values[name]);
  if (missing.length) throw new Error(`Give every origin's URL: missing ${missing.map((name) => `--${name}`).join(', ')}`);
  const policy = await readPolicySources(values['runtime-config'] ?? path.join(values['host-dist'], 'runtime-config.json'));
  const vcl = await renderVclFor(values['host-dist'], values as EdgeOrigins, values.site!, policy);
  if (values.out) await writeFile(values.out, vcl);
  else process.stdout.write(vcl);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
