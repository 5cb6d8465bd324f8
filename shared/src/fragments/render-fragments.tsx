/**
 * Build-time rendering of a remote's HTML fragments (run in Node by the remote's production build, see
 * rspack.base.ts). Each fragment is rendered inside the same SlotProviders the browser takes it over with, at
 * its path, with the auth state pending, so hydration finds exactly this markup.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { Navigator } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import {
  FRAGMENT_ATTR,
  FRAGMENT_BUILD_ATTR,
  FRAGMENT_START_ATTR,
  FRAGMENT_MANIFEST_PATH,
  FRAGMENT_SCRIPTS_ATTR,
  NOT_FOUND_FRAGMENT_PATH,
  NOT_FOUND_HEAD_FRAGMENT_PATH,
  pageFragmentPath,
  pageHeadFragmentPath,
  sectionFragmentPath,
  SITEMAP_FRAGMENT_PATH,
  sitemapEntry,
  STARTS_ON_INTENT,
  STARTS_ON_INTENT_WITHOUT_QUERY,
  type FragmentManifest,
  type FragmentStart,
} from '../contracts/fragments';
import type { RemoteModuleId, RemoteName } from '../contracts/remotes';
import { slotIdPrefix } from '../federation/slot-providers';
import { PENDING_AUTH, SlotProviders } from '../federation/slot-providers';
import { exposeScripts } from './expose-scripts';
import { documentTitle, DocumentMetaCollector, SITE_DESCRIPTION, SITE_NAME, type DocumentMeta } from '../hooks/use-document-title';

export interface FragmentSource {
  remote: RemoteName;
  /**
   * The module that renders the remote's pages (its route table inside), and the paths it serves; `startsOnIntent`
   * says which of them are complete without script (contracts/fragments.ts, FRAGMENT_START_ATTR).
   */
  pages?: {
    module: RemoteModuleId;
    Component: ComponentType;
    paths: readonly string[];
    notFoundPath?: string;
    startsOnIntent?: (path: string) => FragmentStart;
  };
  sections: Array<{ module: RemoteModuleId; Component: ComponentType; startsOnIntent?: boolean }>;
}

/**
 * Nothing navigates while rendering to a string; a call would be a bug. A link's address keeps its query and
 * hash, as the browser's history writes it (React Router hands over a resolved path, its search and hash already
 * prefixed): the same href on both sides of hydration, and the right page without a script.
 */
const NO_NAVIGATION: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? '/'}${to.search ?? ''}${to.hash ?? ''}`),
  go: () => {
    throw new Error('navigation during a build-time render');
  },
  push: () => {
    throw new Error('navigation during a build-time render');
  },
  replace: () => {
    throw new Error('navigation during a build-time render');
  },
};

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * A page's head as its HTML carries it: title, description, robots noindex where the page asks, and the same title and
 * description for link previews (chat apps and social sites read Open Graph first; without an image they show a text
 * card). The page's absolute address (canonical link, og:url) depends on where the site is deployed: the edge adds
 * it (docs/decisions/045).
 */
export function headHtml(meta: DocumentMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const robots = meta.indexed === false ? '<meta name="robots" content="noindex" />' : '';
  const preview =
    `<meta property="og:type" content="website" /><meta property="og:site_name" content="${SITE_NAME}" />` +
    `<meta property="og:title" content="${title}" /><meta property="og:description" content="${description}" />` +
    '<meta name="twitter:card" content="summary" />';
  return `<title>${title}</title><meta name="description" content="${description}" />${robots}${preview}`;
}

export interface RenderedFragment {
  html: string;
  meta: DocumentMeta;
}

/** What a fragment's root says besides its module and build: when its scripts start, and which files they are. */
export interface FragmentMarks {
  start?: FragmentStart;
  /** Relative to the remote's origin (contracts/fragments.ts, FRAGMENT_SCRIPTS_ATTR). */
  scripts?: readonly string[];
}

export function renderFragment(
  module: RemoteModuleId,
  Component: ComponentType,
  pagePath: string,
  buildId: string,
  { start: startsOnIntent = false, scripts = [] }: FragmentMarks = {},
): RenderedFragment {
  const sheet = new ServerStyleSheet();
  let meta: DocumentMeta = { title: documentTitle(), description: SITE_DESCRIPTION };
  const context = {
    location: { pathname: pagePath, search: '', hash: '', state: null, key: 'default' },
    navigator: NO_NAVIGATION,
    auth: PENDING_AUTH,
  };
  try {
    const markup = renderToString(
      sheet.collectStyles(
        <DocumentMetaCollector.Provider value={(found) => (meta = found)}>
          <SlotProviders context={context}>
            <Component />
          </SlotProviders>
        </DocumentMetaCollector.Provider>,
      ),
      { identifierPrefix: slotIdPrefix(module) },
    );
    // The styles go before the root element, not in it: the remote hydrates the root, whose children must be
    // exactly the component's markup. styled-components adopts these tags when it starts in the browser.
    const mark = startsOnIntent === 'without-query' ? STARTS_ON_INTENT_WITHOUT_QUERY : startsOnIntent ? STARTS_ON_INTENT : undefined;
    const start = mark ? ` ${FRAGMENT_START_ATTR}="${mark}"` : '';
    const files = scripts.length ? ` ${FRAGMENT_SCRIPTS_ATTR}="${escapeHtml(scripts.join(' '))}"` : '';
    const html = `${sheet.getStyleTags()}<div ${FRAGMENT_ATTR}="${module}" ${FRAGMENT_BUILD_ATTR}="${escapeHtml(buildId)}"${start}${files}>${markup}</div>`;
    return { html, meta };
  } finally {
    sheet.seal();
  }
}

async function put(distDir: string, file: string, content: string): Promise<void> {
  const target = path.join(distDir, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, content);
}

/** The browser build's mf-manifest.json in the same dist/ (written before the fragments), if there is one. */
async function readFederationManifest(distDir: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as unknown;
  } catch {
    return undefined; // no browser build beside (a test): the fragments name no files
  }
}

const exposeOf = (module: RemoteModuleId) => module.split('/')[1] ?? module;

/** Renders every page and section of a remote into `<distDir>/fragments/`, with the manifest. */
export async function writeFragments(source: FragmentSource, distDir: string, buildId: string): Promise<FragmentManifest> {
  const manifest: FragmentManifest = { remote: source.remote, buildId, pages: [], sections: [] };
  const federation = await readFederationManifest(distDir);
  if (source.pages) {
    const { module, Component, paths, notFoundPath, startsOnIntent } = source.pages;
    const scripts = exposeScripts(federation, exposeOf(module));
    let sitemap = '';
    for (const pagePath of paths) {
      const { html, meta } = renderFragment(module, Component, pagePath, buildId, { start: startsOnIntent?.(pagePath), scripts });
      await put(distDir, pageFragmentPath(pagePath), html);
      await put(distDir, pageHeadFragmentPath(pagePath), headHtml(meta));
      manifest.pages.push({ path: pagePath, ...meta });
      // Search engines are told of the pages they may show, never of one that asks to stay out.
      if (meta.indexed !== false) sitemap += sitemapEntry(pagePath);
    }
    await put(distDir, SITEMAP_FRAGMENT_PATH, sitemap);
    if (notFoundPath) {
      const notFound = renderFragment(module, Component, notFoundPath, buildId, { scripts });
      await put(distDir, NOT_FOUND_FRAGMENT_PATH, notFound.html);
      await put(distDir, NOT_FOUND_HEAD_FRAGMENT_PATH, headHtml(notFound.meta));
    }
  }
  for (const { module, Component, startsOnIntent } of source.sections) {
    const expose = exposeOf(module);
    const { html } = renderFragment(module, Component, '/', buildId, { start: startsOnIntent, scripts: exposeScripts(federation, expose) });
    await put(distDir, sectionFragmentPath(expose), html);
    manifest.sections.push(expose);
  }
  await put(distDir, FRAGMENT_MANIFEST_PATH, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export { DocumentMetaCollector } from '../hooks/use-document-title';

/** The entry of a remote's fragment renderer: `node render.js <distDir> <buildId>`. */
export function runFragmentsCli(source: FragmentSource): void {
  const [distDir, buildId] = process.argv.slice(2);
  if (!distDir || !buildId) {
    console.error('usage: node render.js <dist directory> <build id>');
    process.exit(2);
  }
  writeFragments(source, path.resolve(distDir), buildId).then(
    (manifest) => console.log(`fragments: ${manifest.pages.length} pages, ${manifest.sections.length} sections`),
    (error: unknown) => {
      console.error('fragment rendering failed:', error);
      process.exit(1);
    },
  );
}
