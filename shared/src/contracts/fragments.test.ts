import { esiInclude, includeSrc, pageFragmentPath, pageHeadFragmentPath, sectionFragmentPath } from './fragments';

describe('where a remote keeps its fragments, and how the host names them (contracts/fragments.ts)', () => {
  it('puts a page under fragments/pages/ at its path, with or without slashes around it', () => {
    expect(pageFragmentPath('/destinations/asia')).toBe('fragments/pages/destinations/asia.html');
    expect(pageFragmentPath('destinations/asia/')).toBe('fragments/pages/destinations/asia.html');
    expect(pageHeadFragmentPath('/auth')).toBe('fragments/pages/auth.head.html');
  });

  it('refuses a path that names no page or steps out of the fragments folder', () => {
    for (const path of ['/', '', '//', '/../secrets', '/books/./x', '/a/..']) {
      expect(() => pageFragmentPath(path)).toThrow(`Not a page path: ${path}`);
      expect(() => pageHeadFragmentPath(path)).toThrow(`Not a page path: ${path}`);
    }
    // A name that only contains dots is still a name.
    expect(pageFragmentPath('/books/..hidden')).toBe('fragments/pages/books/..hidden.html');
  });

  it('names a section by its expose, written with or without "./"', () => {
    expect(sectionFragmentPath('./FeaturedBooks')).toBe('fragments/sections/FeaturedBooks.html');
    expect(sectionFragmentPath('FeaturedBooks')).toBe('fragments/sections/FeaturedBooks.html');
  });

  it('writes the include URLs the edge maps to each remote, as ESI tags', () => {
    expect(includeSrc.page('catalogue')).toBe('/_fragments/catalogue/page');
    expect(includeSrc.pageHead('engagement')).toBe('/_fragments/engagement/page-head');
    expect(includeSrc.section('catalogue', './FeaturedBooks')).toBe('/_fragments/catalogue/sections/FeaturedBooks');
    expect(includeSrc.section('engagement', 'NewsletterSection')).toBe('/_fragments/engagement/sections/NewsletterSection');
    expect(esiInclude(includeSrc.page('admin'))).toBe('<esi:include src="/_fragments/admin/page"/>');
  });
});
