/**
 * @jest-environment node
 */
// The build-time prerender runs in Node with no window, as the host's production build runs it.
import { fillTemplate, prerenderHost, renderPage } from '../prerender/render-pages';

const template =
  '<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>Wanderpages</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

const files = () => Object.fromEntries(prerenderHost(template).map((f) => [f.file, f.content]));

describe('the host prerender', () => {
  it('writes the home page with its hero, header and footer, and an ESI include for each remote section', () => {
    const home = files()['index.html']!;
    expect(home).toContain('Discover the world through books that capture places');
    expect(home).toContain('href="/about"');
    for (const section of ['catalogue/sections/FeaturedBooks', 'engagement/sections/NewsletterSection', 'catalogue/sections/PopularDestinations', 'catalogue/sections/GenreSection', 'engagement/sections/ChatWidget']) {
      expect(home).toContain(`<esi:include src="/_fragments/${section}"/>`);
    }
    // No remote's content is in the host's build: only where it goes.
    expect(home).not.toContain('Featured Mediterranean classics');
    expect(home).toContain('<title>Wanderpages — Books that capture places</title>');
    expect(home).toContain('<div id="root" data-prerendered="true">');
  });

  it('writes one shell per pattern of the remote page routes, whose head and page slot the edge fills from the remote', () => {
    const written = files();
    for (const id of ['catalogue-destinations', 'catalogue-genres', 'catalogue-books']) {
      const shell = written[`_shell/${id}.html`]!;
      expect(shell).toContain('<esi:include src="/_fragments/catalogue/page-head"/>');
      expect(shell).toContain('<esi:include src="/_fragments/catalogue/page"/>');
      expect(shell).not.toContain('<title>');
    }
    expect(written['_shell/auth.html']).toContain('<esi:include src="/_fragments/engagement/page"/>');
    expect(written['_shell/newsletter-admin.html']).toContain('<esi:include src="/_fragments/admin/page"/>');
    expect(JSON.parse(written['_edge/routes.json']!).pages.map((p: { id: string }) => p.id)).toEqual([
      'catalogue-destinations',
      'catalogue-genres',
      'catalogue-books',
      'auth',
      'newsletter-admin',
    ]);
  });

  it("marks the header's section current in the shells of its pages, and in no other page", () => {
    const written = files();
    const current = (file: string) => [...written[file]!.matchAll(/<a [^>]*aria-current="true"[^>]*>([^<]*)</g)].map((match) => match[1]);
    expect(current('_shell/catalogue-destinations.html')).toEqual(['Destinations']);
    expect(current('_shell/catalogue-genres.html')).toEqual(['Books']);
    expect(current('_shell/catalogue-books.html')).toEqual(['Books']);
    for (const file of ['index.html', 'about/index.html', '_shell/auth.html', '_shell/newsletter-admin.html', '404.html']) expect(current(file)).toEqual([]);
    // A single page's link is marked only once the page has hydrated: one shell serves every continent.
    for (const html of Object.values(written)) expect(html).not.toMatch(/<a [^>]*aria-current="page"/);
  });

  it('writes each host page where a static host serves it from, and the not-found page', () => {
    const written = files();
    expect(Object.keys(written)).toEqual(expect.arrayContaining(['index.html', 'about/index.html', 'contact/index.html', 'privacy/index.html', '404.html']));
    expect(written['privacy/index.html']).toMatch(/<h1[^>]*>Privacy/);
    expect(written['about/index.html']).toContain('<title>Our Story · Wanderpages</title>');
    expect(written['404.html']).toContain('Oops! Page not found');
    expect(written['404.html']).toContain('<title>Page not found · Wanderpages</title>');
  });

  it("asks the edge for the canonical link in every page's head, and in none on the not-found page", () => {
    const written = files();
    const headOf = (file: string) => written[file]!.slice(0, written[file]!.indexOf('</head>'));
    for (const file of ['index.html', 'about/index.html', 'contact/index.html', 'privacy/index.html', '_shell/catalogue-destinations.html', '_shell/catalogue-genres.html', '_shell/catalogue-books.html', '_shell/auth.html', '_shell/newsletter-admin.html']) {
      expect({ file, includes: headOf(file).match(/<esi:include src="\/_edge\/canonical-link"\/>/g)?.length }).toEqual({ file, includes: 1 });
    }
    expect(written['404.html']).not.toContain('canonical');
  });

  it("writes the sitemap the edge composes: the host's pages at the site's origin, then each remote's entries", () => {
    const sitemap = files()['_edge/sitemap.xml']!;
    expect(sitemap).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/);
    for (const path of ['/', '/about', '/contact', '/privacy']) expect(sitemap).toContain(`<url><loc><esi:include src="/_edge/origin"/>${path}</loc></url>`);
    for (const remote of ['catalogue', 'engagement', 'admin']) expect(sitemap).toContain(`<esi:include src="/_fragments/${remote}/sitemap"/>`);
    expect(sitemap.endsWith('</urlset>\n')).toBe(true);
  });

  it('holds the first frame of every page until its opening has been parsed: the link in the head, one mark after the h1', () => {
    const written = files();
    for (const [file, html] of Object.entries(written).filter(([name]) => name.endsWith('.html'))) {
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#page-opening-end" blocking="render">');
      if (file.startsWith('_shell/')) continue; // a remote's page brings its own mark, after its own h1
      const body = html.slice(html.indexOf('<body'));
      expect(body.match(/id="page-opening-end"/g)).toHaveLength(1);
      expect(body.indexOf('id="page-opening-end"')).toBeGreaterThan(body.indexOf('</h1>'));
    }
    // The home page's mark closes its hero: the first frame does not wait for the remotes' sections below it.
    const home = written['index.html']!;
    expect(home.indexOf('id="page-opening-end"')).toBeLessThan(home.indexOf('<esi:include src="/_fragments/'));
  });

  it('inlines exactly the styles of the markup, for styled-components to adopt, and refuses a page prerendered already', () => {
    const { html, styles } = renderPage('/about');
    const about = { html, styles, meta: { title: 't', description: 'd' } };
    expect(styles).toMatch(/^<style data-styled="true"/);
    const generated = /class="[^" ]+ ([^" ]+)"/.exec(html)?.[1];
    expect(generated).toBeDefined();
    expect(styles).toContain(`.${generated}{`);
    const filled = fillTemplate(template, about, '<title>t</title>');
    expect(() => fillTemplate(filled, about, '<title>t</title>')).toThrow(/empty <div id="root"><\/div>/);
  });
});
