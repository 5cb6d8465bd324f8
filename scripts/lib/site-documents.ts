/**
 * The two documents crawlers ask every site for, which name the site's public origin and so are composed by the
 * edge, not built (docs/decisions/047): /sitemap.xml from the host's _edge/sitemap.xml and each remote's entries, and
 * /robots.txt, written here. The Node edge (edge-composer.ts) and Varnish (render-vcl.ts) serve the same bytes.
 */
export const SITEMAP_PATH = '/sitemap.xml';
export const ROBOTS_PATH = '/robots.txt';

/** Every page may be crawled (a private one says noindex itself, which a crawler must be let in to read). */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow:\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
}
