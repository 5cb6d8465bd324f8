/**
 * @jest-environment node
 */
// The build-time prerender runs in Node with no window, as the host's production build runs it.
import { fillTemplate, PAGES, renderPage } from '../prerender/render-pages';

const template =
  '<!doctype html><html lang="en"><head><title>Wanderpages</title><script defer src="/main.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

describe('the host prerender', () => {
  it('writes the home page with its hero, header and footer, and each remote section as its placeholder', () => {
    const { html, styles } = renderPage('/');
    expect(html).toContain('Discover the world through books that capture places');
    expect(html).toContain('Explore Destinations');
    expect(html).toContain('href="/about"');
    expect(html).toContain('Loading featured books…');
    // The styles of exactly this markup, inline, and not adopted by the client's styled-components.
    expect(styles).toMatch(/^<style data-prerendered="true"/);
    expect(styles).not.toContain('data-styled=');
    // styled-components gives an element its component's id ("sc-…") and the class of its rules.
    const generated = /class="sc-[^" ]+ ([^" ]+)"/.exec(html)?.[1];
    expect(generated).toBeDefined();
    expect(styles).toContain(`.${generated}{`);
  });

  it('writes the app shell for every other route: the header and footer around a page placeholder naming no page', () => {
    const page = PAGES.find((p) => p.file === 'app.html');
    expect(page?.shell).toBe(true);
    const { html } = renderPage(page!.path, page!.shell);
    expect(html).toContain('Loading the page…');
    expect(html).not.toContain('Loading the book catalogue…');
    expect(html).toContain('href="/privacy"');
    expect(html).not.toContain('Discover the world through books that capture places');
  });

  it('writes each host page at the path a static host serves it from', () => {
    expect(PAGES.map((p) => [p.path, p.file])).toEqual([
      ['/', 'index.html'],
      ['/about', 'about/index.html'],
      ['/contact', 'contact/index.html'],
      ['/privacy', 'privacy/index.html'],
      ['/', 'app.html'],
    ]);
    expect(renderPage('/privacy').html).toMatch(/<h1[^>]*>Privacy/);
  });

  it('puts the markup in #root and the styles in <head>, and refuses a page that is prerendered already', () => {
    const filled = fillTemplate(template, { html: '<header>Wanderpages</header>', styles: '<style data-prerendered="true">a{}</style>' });
    expect(filled).toContain('<div id="root"><header>Wanderpages</header></div>');
    expect(filled).toContain('<style data-prerendered="true">a{}</style></head>');
    expect(() => fillTemplate(filled, renderPage('/'))).toThrow(/empty <div id="root"><\/div>/);
  });
});
