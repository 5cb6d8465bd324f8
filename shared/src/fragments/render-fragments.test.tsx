import { renderFragment } from './render-fragments';

function Page() {
  return <h1>All books</h1>;
}

describe('renderFragment: the start mark on a fragment\'s root (docs/decisions/037)', () => {
  const markOf = (html: string) => /<div data-fragment="catalogue\/CatalogueRoutes"[^>]*?(?: data-start="([^"]*)")?>/.exec(html);

  it('marks a page complete without its script, at its path alone, or not at all', () => {
    const always = renderFragment('catalogue/CatalogueRoutes', Page, '/destinations/asia', 'b1', true).html;
    const withoutQuery = renderFragment('catalogue/CatalogueRoutes', Page, '/books', 'b1', 'without-query').html;
    const never = renderFragment('catalogue/CatalogueRoutes', Page, '/destinations/not-a-page', 'b1', false).html;
    expect(markOf(always)?.[1]).toBe('intent');
    expect(markOf(withoutQuery)?.[1]).toBe('intent-without-query');
    expect(markOf(never)).not.toBeNull();
    expect(markOf(never)?.[1]).toBeUndefined();
    expect(always).toContain('<h1>All books</h1>');
  });
});
