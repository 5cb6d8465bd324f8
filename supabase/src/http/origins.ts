/**
 * Matches an origin against a list of exact origins (`http://localhost:3000`) or any-port patterns
 * (`http://localhost:*`). Used for CORS and for redirect_to.
 */
export function originMatcher(allowed: readonly string[]): (candidate: string) => boolean {
  return (candidate) => {
    let origin: URL;
    try {
      origin = new URL(candidate);
    } catch {
      return false;
    }
    return allowed.some((entry) => {
      try {
        if (entry.endsWith(':*')) {
          const base = new URL(entry.replace(/:\*$/, ''));
          return origin.protocol === base.protocol && origin.hostname === base.hostname;
        }
        return new URL(entry).origin === origin.origin;
      } catch {
        return false;
      }
    });
  };
}

/** The site's local apps (host and remotes, `npm start`): ports 3000–3003 on localhost and 127.0.0.1. */
export function siteOrigins(ports: readonly number[] = [3000, 3001, 3002, 3003]): string[] {
  return ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/** A comma-separated env var as a list, or undefined when unset or empty. */
export function listFromEnv(value: string | undefined): string[] | undefined {
  const list = value?.split(',').map((o) => o.trim()).filter(Boolean);
  return list && list.length > 0 ? list : undefined;
}
