/**
 * The route table's reading of a path: the host's router, its preloader, the prerender and the Node edge
 * (scripts/lib/edge-composer.ts) all decide with these functions which remote serves a page.
 */
import { edgeRouteTable, HOME_SECTIONS, modulesForPath, patternMatches, remotePageFor } from './site-routes';

describe('patternMatches', () => {
  it.each([
    ['/newsletter-admin', true],
    ['/newsletter-admin/', true],
    ['/newsletter-admin/x', false],
    ['/newsletter-adminx', false],
    ['/newsletter', false],
    ['/Newsletter-admin', false],
  ])('an exact pattern, /newsletter-admin, and %s: %s', (pathname, expected) => {
    expect(patternMatches('/newsletter-admin', pathname)).toBe(expected);
  });

  it.each([
    ['/auth', true],
    ['/auth/', true],
    ['/auth/reset', true],
    ['/auth/reset/again', true],
    ['/authx', false],
    ['/aut', false],
    ['/', false],
  ])('a prefix pattern, /auth/*, and %s: %s', (pathname, expected) => {
    expect(patternMatches('/auth/*', pathname)).toBe(expected);
  });
});

describe('remotePageFor', () => {
  it.each([
    ['/destinations/asia', 'catalogue'],
    ['/destinations/regions/tokyo', 'catalogue'],
    ['/genres/poetry', 'catalogue'],
    ['/books', 'catalogue'],
    ['/books/wild-swans', 'catalogue'],
    ['/auth', 'auth'],
    ['/auth/reset', 'auth'],
    ['/newsletter-admin', 'newsletter-admin'],
  ])('%s is the %s page', (pathname, id) => {
    expect(remotePageFor(pathname)?.id).toBe(id);
  });

  it.each(['/', '/about', '/contact', '/privacy', '/destinationsx', '/newsletter-admin/signups', '/nope'])(
    '%s is no remote page (a host page, or the not-found page)',
    (pathname) => {
      expect(remotePageFor(pathname)).toBeUndefined();
    },
  );
});

describe('modulesForPath', () => {
  it('the home page needs every home section, in the page order', () => {
    expect(modulesForPath('/')).toEqual([
      'catalogue/FeaturedBooks',
      'engagement/NewsletterSection',
      'catalogue/PopularDestinations',
      'catalogue/GenreSection',
      'engagement/ChatWidget',
    ]);
    expect(modulesForPath('/')).toEqual(HOME_SECTIONS.map((section) => section.module));
  });

  it('a remote page needs its remote module; a host page and an unknown path need none', () => {
    expect(modulesForPath('/genres/poetry')).toEqual(['catalogue/CatalogueRoutes']);
    expect(modulesForPath('/auth/reset')).toEqual(['engagement/AuthPage']);
    expect(modulesForPath('/newsletter-admin')).toEqual(['admin/AdminDashboard']);
    expect(modulesForPath('/about')).toEqual([]);
    expect(modulesForPath('/nope')).toEqual([]);
  });
});

it('the edge reads each remote page with the remote that serves it, a shell per pattern, and nothing of the host pages', () => {
  expect(edgeRouteTable()).toEqual({
    pages: [
      { id: 'catalogue-destinations', paths: ['/destinations/*'], remote: 'catalogue' },
      { id: 'catalogue-genres', paths: ['/genres/*'], remote: 'catalogue' },
      { id: 'catalogue-books', paths: ['/books/*'], remote: 'catalogue' },
      { id: 'auth', paths: ['/auth/*'], remote: 'engagement' },
      { id: 'newsletter-admin', paths: ['/newsletter-admin'], remote: 'admin' },
    ],
  });
});
