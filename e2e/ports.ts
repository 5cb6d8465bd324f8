/**
 * The e2e suite serves the site on its own ports, so it never collides with a running `npm start`; every spec's
 * ports derive from one base (E2E_PORT_BASE, default 4300), so two checkouts can run the suite side by side.
 */
const BASE = Number(process.env.E2E_PORT_BASE ?? 4300);

/** Four consecutive ports from base + offset: the host and the three remotes. */
export function sitePorts(offset: number): { host: number; catalogue: number; engagement: number; admin: number } {
  const first = BASE + offset;
  return { host: first, catalogue: first + 1, engagement: first + 2, admin: first + 3 };
}

export const E2E_PORTS = sitePorts(0);
export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.host}`;
