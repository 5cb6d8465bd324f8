import { render } from '@testing-library/react';
import { renderFragment } from '@wanderpages/shared/fragments';
import { bookPath } from '../data/book-links';
import { ORIGIN } from '../data/schema-org';
import { OriginAsRendered } from '../hooks/use-site-origin';
import { SHELF_BOOKS } from '../data/shelf';
import { BookPage } from '../pages/book-page';
import { jsonLdBlocks, jsonLdOfType, jsonLdTexts, parseHtml, serverHtml, scriptTypes } from '../testing/structured-data';
import { EDGE_ORIGIN } from './edge-origin';
import { StructuredData } from './structured-data';

const BREAK_OUT = '</script><script>alert(1)</script>';

describe('StructuredData', () => {
  it('writes one JSON-LD data block: the thing, in the schema.org vocabulary', () => {
    const page = parseHtml(serverHtml(<StructuredData data={{ '@type': 'Place', name: 'Kyoto' }} />));
    expect(scriptTypes(page)).toEqual(['application/ld+json']);
    expect(jsonLdBlocks(page)).toEqual([{ '@context': 'https://schema.org', '@type': 'Place', name: 'Kyoto' }]);
  });

  // What the HTML parser does with the page's first HTML: a `<` in the text could end the block (`</script>`) or
  // hold it open past its end (`<!--<script>`); every `<` is written as \u003c, which JSON reads back as `<`.
  it.each([BREAK_OUT, '</SCRIPT ><script>alert(1)</script>', '<!--<script>', '<!-- a & b > c -->'])(
    'text %j cannot leave its block: still one data block, the text as it was',
    (text) => {
      const markup = serverHtml(<StructuredData data={{ '@type': 'Place', name: text }} />);
      const page = parseHtml(markup);
      expect(scriptTypes(page)).toEqual(['application/ld+json']);
      expect(jsonLdOfType('Place', page).name).toBe(text);
      expect(markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</script>'))).not.toMatch(/[<>&]/);
    },
  );

  it('writes in the browser the very text of the HTML (hydration compares them)', () => {
    const data = { '@type': 'Place', name: `Kyōto ${BREAK_OUT}`, containedInPlace: { '@type': 'Country', name: 'Japan' } };
    const markup = serverHtml(<StructuredData data={data} />);
    render(<StructuredData data={data} />);
    // The text, character for character: the same JSON written another way (unescaped) would still parse the same.
    const served = jsonLdTexts(parseHtml(markup));
    expect(served).toHaveLength(1);
    expect(jsonLdTexts()).toEqual(served);
    expect(jsonLdOfType('Place').name).toBe(data.name);
  });
});

describe("StructuredData's addresses, at the site's origin", () => {
  const kitchen = { '@type': 'Book', name: 'Kitchen', url: `${ORIGIN}/books/kitchen` };

  it('in a prerendered fragment: the include of the origin, which the edge answers with the site\'s', () => {
    const markup = serverHtml(
      <OriginAsRendered.Provider value={EDGE_ORIGIN}>
        <StructuredData data={kitchen} />
      </OriginAsRendered.Provider>,
    );
    expect(markup).toContain(`"url":"<esi:include src='/_edge/origin'/>/books/kitchen"`);
    const served = parseHtml(markup.replaceAll(EDGE_ORIGIN, 'https://wanderpages.example'));
    expect(jsonLdOfType('Book', served).url).toBe('https://wanderpages.example/books/kitchen');
  });

  it('in the browser: the origin the edge named in the canonical link, so a hydrated block keeps its text', () => {
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = 'https://wanderpages.example/books/kitchen';
    document.head.append(link);
    try {
      render(<StructuredData data={kitchen} />);
      expect(jsonLdOfType('Book').url).toBe('https://wanderpages.example/books/kitchen');
    } finally {
      link.remove();
    }
  });

  it("in the browser with no canonical link (no edge: npm run dev): the page's own origin", () => {
    render(<StructuredData data={kitchen} />);
    expect(jsonLdOfType('Book').url).toBe(`${window.location.origin}/books/kitchen`);
  });
});

it('a book page whose title and description would end its script stays a Book and a breadcrumb in its HTML', () => {
  const kitchen = SHELF_BOOKS.find((book) => book.id === 'kitchen')!;
  const book = { ...kitchen, title: BREAK_OUT, description: `<!--<script> ${BREAK_OUT}` };
  const { html } = renderFragment('catalogue/CatalogueRoutes', () => <BookPage book={book} />, bookPath(book.id), 'test-build');
  const page = parseHtml(html);
  expect(scriptTypes(page)).toEqual(['application/ld+json', 'application/ld+json']);
  expect(jsonLdOfType('Book', page)).toMatchObject({ name: BREAK_OUT, description: book.description });
  expect(jsonLdOfType('BreadcrumbList', page).itemListElement).toContainEqual({ '@type': 'ListItem', position: 2, name: BREAK_OUT });
});
