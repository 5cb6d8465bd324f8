import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { ensureDefaultAdmin } from './admin';
import type { AuthContext } from './auth/context';
import { AuthLimits } from './auth/limits';
import type { RateLimitOptions } from './auth/rate-limit';
import { claimDataDir, releaseDataDir, resolveDataDir, writeServerInfo } from './data-dir';
import { Database } from './db/database';
import { bootstrap, migrate, MIGRATIONS_DIR } from './db/migrate';
import { loadOrCreateKeys } from './keys';
import { Mailbox } from './mailbox/mailbox';
import { Catalog } from './rest/catalog';
import { listFromEnv, originMatcher, siteOrigins } from './http/origins';
import { createHttpServer } from './server';
import { closeServer } from './process/shutdown';

export type { MailMessage } from './mailbox/mailbox';
export { onShutdown, stopChild } from './process/shutdown';
export type { RateLimitOptions } from './auth/rate-limit';

export interface StartOptions {
  /** 0 picks a free port. Default: env SUPABASE_PORT, else 54321. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default: env SUPABASE_DATA_DIR, else supabase/.data. */
  dataDir?: string;
  /** Sign-ups are confirmed at once (no email). Default: env SUPABASE_AUTOCONFIRM=true, else false (like hosted). */
  autoconfirm?: boolean;
  /** Where confirmation links send the browser when redirect_to is missing or not allowed. Default: env SITE_URL, else http://localhost:3000. */
  siteUrl?: string;
  /**
   * Origins a redirect_to may point at, besides siteUrl's: exact (`http://localhost:3000`) or any port
   * (`http://localhost:*`). Default: env SUPABASE_REDIRECT_ORIGINS (comma-separated), else the site's
   * ports 3000–3003 on localhost and 127.0.0.1.
   */
  allowedRedirectOrigins?: string[];
  /**
   * Origins that get CORS answers on /rest/v1 and /auth/v1 (never on /mailbox or the admin API), exact or any
   * port (`http://localhost:*`); a request from another origin is refused (403). Default: env
   * SUPABASE_CORS_ORIGINS (comma-separated), else the site's ports 3000–3003 on localhost and 127.0.0.1.
   */
  corsOrigins?: string[];
  /** Host names served besides localhost, 127.0.0.1 and [::1] (DNS-rebinding guard: any other Host gets 421). */
  allowedHosts?: string[];
  /** No banner, no mailbox echo on the console. */
  quiet?: boolean;
  rateLimit?: RateLimitOptions;
  /** Default supabase/migrations. */
  migrationsDir?: string;
}

export interface RunningBackend {
  url: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  dataDir: string;
  admin: { email: string; passwordFile: string; password?: string };
  /** Migration versions this start applied (empty when the database was up to date). */
  appliedMigrations: string[];
  close(): Promise<void>;
}

export function redirectChecker(siteUrl: string, allowed: string[]): (url: string) => boolean {
  return originMatcher([new URL(siteUrl).origin, ...allowed]);
}

/** Starts the embedded backend: PGlite on the data directory, migrations, keys, admin, HTTP. */
export async function startServer(options: StartOptions = {}): Promise<RunningBackend> {
  const dataDir = resolveDataDir(options.dataDir);
  const quiet = options.quiet ?? false;
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.SUPABASE_PORT ?? 54321);
  const autoconfirm = options.autoconfirm ?? process.env.SUPABASE_AUTOCONFIRM === 'true';
  const siteUrl = options.siteUrl ?? process.env.SITE_URL ?? 'http://localhost:3000';
  claimDataDir(dataDir);

  const keys = await loadOrCreateKeys(dataDir);
  const db = await Database.open(path.join(dataDir, 'pgdata'));
  let httpServer: ReturnType<typeof createHttpServer> | undefined;
  try {
    await bootstrap(db);
    const appliedMigrations = await migrate(db, options.migrationsDir ?? MIGRATIONS_DIR);
    const catalog = await Catalog.load(db);
    const admin = await ensureDefaultAdmin(db, dataDir);
    const mailbox = new Mailbox(path.join(dataDir, 'mailbox.jsonl'), quiet);

    const auth: AuthContext = {
      db,
      signer: { secret: keys.jwtSecret, issuer: '' },
      mailbox,
      externalUrl: '',
      siteUrl,
      isAllowedRedirect: redirectChecker(siteUrl, options.allowedRedirectOrigins ?? listFromEnv(process.env.SUPABASE_REDIRECT_ORIGINS) ?? siteOrigins()),
      autoconfirm,
      limits: new AuthLimits(options.rateLimit),
    };
    let listeningPort = port;
    const server = createHttpServer({
      keys,
      rest: { db, catalog: () => catalog },
      auth,
      mailbox,
      quiet,
      isAllowedOrigin: originMatcher(options.corsOrigins ?? listFromEnv(process.env.SUPABASE_CORS_ORIGINS) ?? siteOrigins()),
      allowedHosts: options.allowedHosts ?? [],
      port: () => listeningPort,
    });
    httpServer = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const actualPort = (server.address() as AddressInfo).port;
    listeningPort = actualPort;
    const publicHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    const url = `http://${publicHost}:${actualPort}`;
    auth.externalUrl = url;
    auth.signer.issuer = `${url}/auth/v1`;
    writeServerInfo(dataDir, { pid: process.pid, url });

    if (!quiet) {
      if (appliedMigrations.length > 0) console.log(`[supabase] applied migrations: ${appliedMigrations.join(', ')}`);
      if (admin.password) {
        console.log(`[supabase] created admin ${admin.email} with password: ${admin.password}`);
        console.log(`[supabase] (saved in ${admin.passwordFile}; it is not shown again)`);
      }
    }

    let closing: Promise<void> | undefined;
    return {
      url,
      port: actualPort,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      dataDir,
      admin,
      appliedMigrations,
      close() {
        closing ??= (async () => {
          await closeServer(server);
          await db.close();
          releaseDataDir(dataDir);
        })();
        return closing;
      },
    };
  } catch (error) {
    httpServer?.close();
    await db.close();
    releaseDataDir(dataDir);
    throw error;
  }
}
