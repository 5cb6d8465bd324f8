/**
 * The build-time prerender of the host (built for Node by rspack.base.ts with the browser bundle's loaders, and
 * run right after that bundle is emitted). It writes, from the index.html the build emitted:
 *   - the host's own pages (/, /about, /contact, /privacy) with their title and description;
 *   - one shell per path pattern of site-routes.ts's remote page routes (_shell/<id>.html): header, footer, the page slot;
 *   - 404.html, the not-found page for paths no route serves;
 *   - _edge/routes.json, the route table the edge reads;
 *   - _edge/sitemap.xml, the site's sitemap as the edge composes it: the host's pages, and an include of each remote's
 *     entries (docs/decisions/047).
 * Every remote slot holds an include (ESI) the edge replaces with the remote's fragment; the shells' heads hold
 * one for the page's title and description. Nothing a remote renders is in the host's build.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { documentTitle, esiInclude, includeSrc, SITE_DESCRIPTION, type DocumentMeta } from '@wanderpages/shared';
import { DocumentMetaCollector, headHtml } from '@wanderpages/shared/fragments';
import { SITEMAP_SHELL_PATH, sitemapEntry } from '@wanderpages/shared/contracts/fragments';
import { PAGE_OPENING_EXPECT_LINK } from '@wanderpages/shared/contracts/page-opening';
import { App } from '../src/app';
import { edgeRouteTable, REMOTE_PAGES, remoteOf } from '../src/routes/site-routes';

export interface PrerenderedFile {
  /** Where it is written in dist/. */
  file: string;
  content: string;
}

export interface RenderedPage {
  html: string;
  /** <style> tags for exactly the styles the page uses (styled-components adopts them when it starts). */
  styles: string;
  meta: DocumentMeta;
}

export function renderPage(path: string): RenderedPage {
  const sheet = new ServerStyleSheet();
  let meta: DocumentMeta = { title: documentTitle(), description: SITE_DESCRIPTION };
  try {
    const html = renderToString(
      sheet.collectStyles(
        <DocumentMetaCollector.Provider value={(found) => (meta = found)}>
          <App location={path} />
        </DocumentMetaCollector.Provider>,
      ),
    );
    return { html, styles: sheet.getStyleTags(), meta };
  } finally {
    sheet.seal();
  }
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description"[^>]*>/;
const ROOT = '<div id="root"></div>';

/**
 * index.html as the build wrote it, with a page's head (title and description) and markup filled in, and the link
 * that holds the first frame until the page's opening has been parsed (shared contracts/page-opening.ts).
 */
export function fillTemplate(template: string, page: RenderedPage, head: string): string {
  if (!template.includes(ROOT) || !TITLE.test(template) || !DESCRIPTION.test(template)) {
    throw new Error('index.html must have a <title>, a meta description and an empty <div id="root"></div> (is it prerendered already? rebuild the host)');
  }
  return template
    .replace(DESCRIPTION, '')
    .replace(TITLE, () => head)
    .replace('</head>', () => `${PAGE_OPENING_EXPECT_LINK}${page.styles}</head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="true">${page.html}</div>`);
}

const SITEMAP_OPENING = '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';

const HOST_PAGES = [
  { path: '/', file: 'index.html' },
  { path: '/about', file: 'about/index.html' },
  { path: '/contact', file: 'contact/index.html' },
  { path: '/privacy', file: 'privacy/index.html' },
];

/** A path a pattern covers, to render the shell at ("/destinations/*" → "/destinations/"). */
function samplePath(pattern: string): string {
  return pattern.endsWith('/*') ? pattern.slice(0, -1) : pattern;
}

export function prerenderHost(template: string): PrerenderedFile[] {
  const files: PrerenderedFile[] = [];
  // The canonical link names the site's public origin, which no build knows: the edge fills it in per request
  // (docs/decisions/045). The not-found page has none.
  const canonicalLink = esiInclude(includeSrc.canonicalLink());
  let sitemap = '';
  for (const { path, file } of HOST_PAGES) {
    const page = renderPage(path);
    files.push({ file, content: fillTemplate(template, page, headHtml(page.meta) + canonicalLink) });
    if (page.meta.indexed !== false) sitemap += sitemapEntry(path);
  }
  // Each remote lists its own pages (its fragments' sitemap.xml): a remote's deploy changes the sitemap with no host
  // release, as it changes the pages. Their entries end their own lines.
  for (const remote of new Set(REMOTE_PAGES.map((route) => remoteOf(route.module)))) sitemap += esiInclude(includeSrc.sitemap(remote));
  files.push({ file: SITEMAP_SHELL_PATH, content: `${SITEMAP_OPENING}${sitemap}</urlset>\n` });
  const edgeRoutes = edgeRouteTable();
  for (const route of edgeRoutes.pages) {
    const page = renderPage(samplePath(route.paths[0] ?? '/'));
    const head = esiInclude(includeSrc.pageHead(route.remote)) + canonicalLink;
    files.push({ file: `_shell/${route.id}.html`, content: fillTemplate(template, page, head) });
  }
  const notFound = renderPage('/404');
  files.push({ file: '404.html', content: fillTemplate(template, notFound, headHtml(notFound.meta)) });
  files.push({ file: '_edge/routes.json', content: `${JSON.stringify(edgeRoutes, null, 2)}\n` });
  return files;
}
