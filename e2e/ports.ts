/** The e2e suite serves the site on its own ports, so it never collides with a running `npm start`. */
export const E2E_PORTS = { host: 4300, catalogue: 4301, engagement: 4302, admin: 4303 } as const;
export const E2E_BASE_URL = `http://localhost:${E2E_PORTS.host}`;
