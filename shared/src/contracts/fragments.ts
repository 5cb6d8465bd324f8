import type { RemoteName } from './remotes';

/**
 * Where HTML fragments live, on both sides of the edge (docs/decisions: composition of the first HTML).
 *
 * A remote's build writes, under `fragments/` in its dist/:
 *   pages/<path>.html        the page at <path> (e.g. pages/destinations/asia.html), for every route it serves
 *   pages/<path>.head.html   that page's <title> and meta description
 *   not-found.html / .head   its not-found page, for a path under its prefix it does not serve
 *   sections/<Expose>.html   a section another page embeds (the home page's FeaturedBooks, …)
 *   sitemap.xml              a <url> for each of its pages in search results, for the site's /sitemap.xml
 *   manifest.json            the build id and the list of the above
 * The host's pages name them through edge-relative include URLs (`/_fragments/<remote>/…`); the edge maps each
 * to the remote's origin (the folder of its mf-manifest.json in runtime-config.json).
 */
export const FRAGMENTS_DIR = 'fragments';

export interface FragmentManifest {
  remote: RemoteName;
  /** The build id of the JavaScript these fragments belong to (also data-build on each fragment's root). */
  buildId: string;
  pages: Array<{ path: string; title: string; description: string }>;
  sections: string[];
}

function pathStem(pagePath: string): string {
  const stem = pagePath.replace(/^\/+|\/+$/g, '');
  if (!stem || stem.split('/').some((part) => part === '..' || part === '.')) throw new Error(`Not a page path: ${pagePath}`);
  return stem;
}

/** fragments/pages/destinations/asia.html for /destinations/asia (relative to the remote's origin). */
export function pageFragmentPath(pagePath: string): string {
  return `${FRAGMENTS_DIR}/pages/${pathStem(pagePath)}.html`;
}

export function pageHeadFragmentPath(pagePath: string): string {
  return `${FRAGMENTS_DIR}/pages/${pathStem(pagePath)}.head.html`;
}

export const NOT_FOUND_FRAGMENT_PATH = `${FRAGMENTS_DIR}/not-found.html`;
export const NOT_FOUND_HEAD_FRAGMENT_PATH = `${FRAGMENTS_DIR}/not-found.head.html`;
export const FRAGMENT_MANIFEST_PATH = `${FRAGMENTS_DIR}/manifest.json`;
export const SITEMAP_FRAGMENT_PATH = `${FRAGMENTS_DIR}/sitemap.xml`;
/** The host's sitemap, in its dist/: its own pages and an include of each remote's sitemap.xml. */
export const SITEMAP_SHELL_PATH = '_edge/sitemap.xml';

export function sectionFragmentPath(expose: string): string {
  return `${FRAGMENTS_DIR}/sections/${expose.replace(/^\.\//, '')}.html`;
}

/**
 * The include URLs in the host's HTML: `page` and `page-head` mean "the page at the requested path"; `sitemap` a
 * remote's sitemap entries. `canonicalLink` and `origin` are the edge's own, from the site's public origin, which only
 * the edge knows (docs/decisions/045): the requested page's canonical link (nothing when the page is not found), and
 * the origin itself, for the sitemap's addresses.
 */
export const includeSrc = {
  page: (remote: RemoteName) => `/_fragments/${remote}/page`,
  pageHead: (remote: RemoteName) => `/_fragments/${remote}/page-head`,
  section: (remote: RemoteName, expose: string) => `/_fragments/${remote}/sections/${expose.replace(/^\.\//, '')}`,
  sitemap: (remote: RemoteName) => `/_fragments/${remote}/sitemap`,
  canonicalLink: () => '/_edge/canonical-link',
  origin: () => '/_edge/origin',
};

/** An include tag, as the host writes it into its prerendered HTML (ESI: nodesi locally, Varnish in production). */
export function esiInclude(src: string): string {
  return `<esi:include src="${src}"/>`;
}

/**
 * One page's entry in the site's sitemap.xml: its path at the site's origin, which the edge fills in (an include
 * inside the remote's fragment, so the fragment is processed for includes too).
 */
export function sitemapEntry(pagePath: string): string {
  const path = pagePath.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
  return `<url><loc>${esiInclude(includeSrc.origin())}${path}</loc></url>\n`;
}

/** The attributes that mark a fragment's root element: which module rendered it, and from which build. */
export const FRAGMENT_ATTR = 'data-fragment';
export const FRAGMENT_BUILD_ATTR = 'data-build';
/**
 * `data-start="intent"` on a fragment's root: the fragment is complete without its script (readable, its links
 * plain links, its forms usable), so the page's scripts may wait for the visitor's first intent
 * (docs/decisions/037-scripts-start-on-intent.md). Without it (a private page drawn by script, a not-found page
 * whose suggestions depend on the address, a fragment from a build before 1.2.0) they start with the page.
 */
export const FRAGMENT_START_ATTR = 'data-start';
/**
 * Written by the edge beside the canonical link (docs/decisions/045) when the address has a query: a fragment,
 * one per path, cannot know the query, and its CSS can hide what the query would change until its script has
 * rendered it (the shelf's results at /books?q=…), with `html:has(ADDRESS_HAS_QUERY_SELECTOR)`.
 */
export const ADDRESS_HAS_QUERY_META = '<meta name="wanderpages-address" content="has-query" />';
export const ADDRESS_HAS_QUERY_SELECTOR = 'meta[name="wanderpages-address"][content="has-query"]';
export const STARTS_ON_INTENT = 'intent';
/**
 * `data-start="intent-without-query"`: complete without its script at its path alone. An address with a query
 * (the shelf's filters, `/books?genre=poetry`) asks for what one fragment per path cannot show: the script starts
 * with the page.
 */
export const STARTS_ON_INTENT_WITHOUT_QUERY = 'intent-without-query';
/** How a fragment's pages wait: for an intent always (true), never (false), or when the address has no query. */
export type FragmentStart = boolean | 'without-query';
/** `data-start="load"` anywhere in a page (the host's own parts included): its scripts start with the page. */
export const STARTS_ON_LOAD = 'load';

/**
 * `data-scripts` on a fragment's root: the files that take the fragment over, relative to the remote's origin
 * (the folder of its mf-manifest.json): its remoteEntry.js and the chunks of the module that rendered it. The
 * host's start gate fetches them beside its own entry when the page's scripts start, instead of three round trips
 * later (entry → manifest → remote entry → chunks). A hint only: the federation runtime still loads what the
 * remote's manifest names, so a fragment without it (an older build) or with stale names costs time, not function.
 */
export const FRAGMENT_SCRIPTS_ATTR = 'data-scripts';

/** A file name as a fragment may list it: a path below the remote's folder, nothing that could leave it. */
export function isFragmentScriptPath(file: string): boolean {
  return /^[\w-][\w.-]*(\/[\w-][\w.-]*)*\.js$/.test(file);
}
