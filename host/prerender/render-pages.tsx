/**
 * The build-time prerender of the host's shell. The host's production build (rspack.base.ts) runs this after
 * it has written index.html, so the first paint needs no JavaScript: the HTML already holds the header, the
 * page (the hero on /, the host's own pages) and the footer, with their styles inline, and each remote's part as
 * its loading placeholder. When the scripts arrive React renders the same page into #root, replacing the
 * prerendered copy (no hydration: a remote team's redeploy can never make it mismatch).
 *
 * Only host-owned content is prerendered. What a remote shows is the remote's to render, at run time.
 */
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../src/app';

export interface PrerenderedPage {
  /** The route the page is rendered at. */
  path: string;
  /** Where it is written in dist/ (a static host serves /about from about/index.html). */
  file: string;
  /** The frame with a page placeholder, not the route's page (app.html). */
  shell?: boolean;
}

/**
 * The host's own routes, plus app.html: the shell with a page placeholder, which a static host answers for every
 * other path (the remotes' pages, and not-found, which the client decides).
 */
export const PAGES: PrerenderedPage[] = [
  { path: '/', file: 'index.html' },
  { path: '/about', file: 'about/index.html' },
  { path: '/contact', file: 'contact/index.html' },
  { path: '/privacy', file: 'privacy/index.html' },
  { path: '/', file: 'app.html', shell: true },
];

export interface RenderedPage {
  html: string;
  /** <style> tags for exactly the styles the page uses. */
  styles: string;
}

export function renderPage(path: string, shell = false): RenderedPage {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<App location={path} shell={shell} />));
    // Not data-styled: the client's styled-components must not adopt these rules, they go with the copy.
    const styles = sheet.getStyleTags().replaceAll('data-styled=', 'data-prerendered=');
    return { html, styles };
  } finally {
    sheet.seal();
  }
}

/** index.html as the build wrote it, with one page's markup in #root and its styles in <head>. */
export function fillTemplate(template: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html must contain an empty <div id="root"></div> and a </head> (is it prerendered already? rebuild the host)');
  }
  return template.replace('</head>', `${page.styles}</head>`).replace(root, `<div id="root">${page.html}</div>`);
}
