import { screen } from '@testing-library/react';
import { expectConsole } from '../../../jest/console-guard';
import { bookGenre } from '../data/book-genres';
import { bookPath, placeLabel } from '../data/book-links';
import type { BookId } from '../data/books';
import { CONTINENTS } from '../data/continents';
import { GENRES, HISTORY, LITERARY_FICTION, MYSTERY, type GenreSlug } from '../data/genres';
import { POETRY } from '../data/poetry';
import { REGIONS } from '../data/regions';
import { SHELF_BOOKS } from '../data/shelf';
import { CATALOGUE_NOT_FOUND_SAMPLE, CATALOGUE_ROUTES } from '../routes/catalogue-route-table';
import { renderCatalogue, sectionNamed } from '../testing/render-catalogue';
import { bookFact, bookLinksIn, jsonLdBlocks, jsonLdOfType, visibleTrail } from '../testing/structured-data';

// Every page but 104 of the 106 book pages (one layout), in jsdom on a busy machine.
jest.setTimeout(60_000);

const SCHEMA_ORG = 'https://schema.org';

/**
 * A page's address as its blocks name it: absolute, at the site's origin. The page here has no canonical link (no
 * edge wrote one), so that is its own origin; use-site-origin.test.tsx has the edge's.
 */
const atSite = (path: string) => `${window.location.origin}${path}`;

/**
 * The page's BreadcrumbList is its visible breadcrumb as a chain of pages: the crumbs that link, with the names and
 * in the order shown, each naming where it links, then the page itself (the last crumb, no `item`). A crumb shown as
 * text before it (a heading such as "Destinations", which is no page) is not in the chain; a chain of the page alone
 * is not written.
 */
function expectBreadcrumbListOfTheVisibleTrail(): void {
  const shown = visibleTrail();
  const pages = shown.filter((crumb, index) => crumb.href !== null || index === shown.length - 1);
  if (pages.length < 2) {
    expect(typesOfTheBlocks()).not.toContain('BreadcrumbList');
    return;
  }
  expect(jsonLdOfType('BreadcrumbList')).toEqual({
    '@context': SCHEMA_ORG,
    '@type': 'BreadcrumbList',
    itemListElement: pages.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(index < pages.length - 1 ? { item: atSite(crumb.href ?? '') } : {}),
    })),
  });
}

/** The section's books as a schema.org ItemList: the books the data lists, which are the cards the page shows. */
function expectItemListOfTheSection(title: string, ids: readonly BookId[]): void {
  const shown = bookLinksIn(sectionNamed(title));
  expect(shown).toEqual(ids.map(bookPath)); // the page shows the data's books, in its order
  expect(jsonLdOfType('ItemList')).toEqual({
    '@context': SCHEMA_ORG,
    '@type': 'ItemList',
    name: title,
    numberOfItems: shown.length,
    itemListElement: shown.map((path, index) => ({ '@type': 'ListItem', position: index + 1, url: atSite(path) })),
  });
}

/** One block per thing: no arrays and no @graph, each block's type a single name. */
function typesOfTheBlocks(): string[] {
  const blocks = jsonLdBlocks();
  for (const block of blocks) {
    expect(typeof block['@type']).toBe('string');
    expect(block).not.toHaveProperty('@graph');
  }
  return blocks.map((block) => block['@type']).sort();
}

describe.each(['under-the-tuscan-sun', 'the-leopard', 'lyrical-ballads', 'the-old-capital'] as const)('/books/%s', (id) => {
  const book = SHELF_BOOKS.find((candidate) => candidate.id === id)!;

  it('is a schema.org Book with what the page shows: title, author, genre, description, address and setting', () => {
    renderCatalogue(bookPath(id));
    const thing = jsonLdOfType('Book');
    expect(thing).toMatchObject({
      '@context': SCHEMA_ORG,
      name: book.title,
      genre: bookGenre(book.genre).name,
      description: book.description,
      url: atSite(bookPath(id)), // the page's canonical address (decision 045: no trailing slash, no query)
      contentLocation: { '@type': 'Place', name: placeLabel(book.place) },
    });
    // books.ts gives no book a language: nothing to say, so nothing said.
    expect(Object.keys(thing).sort()).toEqual(['@context', '@type', 'author', 'contentLocation', 'description', 'genre', 'name', 'url']);
    // …and those are the page's own words.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(book.title);
    expect(screen.getByText(book.description)).toBeInTheDocument();
    expect(bookFact('Genre')).toBe(thing.genre);
    expect(bookFact('Place').startsWith(`${placeLabel(book.place)} · `)).toBe(true);
    // One author is a Person, two a list of Persons.
    const authors = [thing.author].flat() as Array<{ '@type': string; name: string }>;
    expect(authors.every((author) => author['@type'] === 'Person')).toBe(true);
    expect(authors.map((author) => author.name).join(' and ')).toBe(bookFact('Author'));
  });

  it('has its breadcrumb too, and nothing else', () => {
    renderCatalogue(bookPath(id));
    expectBreadcrumbListOfTheVisibleTrail();
    expect(jsonLdOfType('BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'All books', item: atSite('/books') },
      { '@type': 'ListItem', position: 2, name: book.title },
    ]);
    expect(typesOfTheBlocks()).toEqual(['Book', 'BreadcrumbList']);
  });
});

it('names each author of a book written by two as a Person of their own', () => {
  renderCatalogue(bookPath('lyrical-ballads'));
  expect(jsonLdOfType('Book').author).toEqual([
    { '@type': 'Person', name: 'William Wordsworth' },
    { '@type': 'Person', name: 'Samuel Taylor Coleridge' },
  ]);
});

describe.each(REGIONS.map((region) => [region.slug, region] as const))('/destinations/regions/%s', (slug, region) => {
  it('lists the books it shows as an ItemList, and its breadcrumb as a BreadcrumbList', () => {
    renderCatalogue(`/destinations/regions/${slug}`);
    expectItemListOfTheSection(`Books set in ${region.name}`, region.bookIds);
    expectBreadcrumbListOfTheVisibleTrail();
    const continent = CONTINENTS.find((candidate) => candidate.slug === region.continent)!;
    // "Destinations" is a heading in the trail, not a page: the chain starts at the continent.
    expect(jsonLdOfType('BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: continent.name, item: atSite(`/destinations/${continent.slug}`) },
      { '@type': 'ListItem', position: 2, name: region.name },
    ]);
    expect(typesOfTheBlocks()).toEqual(['BreadcrumbList', 'ItemList']);
  });
});

describe.each(CONTINENTS.map((continent) => [continent.slug, continent] as const))('/destinations/%s', (slug, continent) => {
  it('lists its featured books as an ItemList, and no breadcrumb: its trail ("Destinations / …") links no page', () => {
    renderCatalogue(`/destinations/${slug}`);
    expectItemListOfTheSection(`Featured books from ${continent.inSentence}`, continent.featuredBookIds);
    expectBreadcrumbListOfTheVisibleTrail();
    expect(typesOfTheBlocks()).toEqual(['ItemList']);
  });
});

// The section of each genre page that shows its books (Poetry's featured poems are poems, not books: its books are
// the collections).
const GENRE_BOOKS: Array<[GenreSlug, string, readonly BookId[]]> = [
  ['mystery', 'Featured mystery books', MYSTERY.bookIds],
  ['literary-fiction', 'Featured literary fiction', LITERARY_FICTION.bookIds],
  ['history', 'Featured history books', HISTORY.bookIds],
  ['poetry', 'Poetry collections', POETRY.collectionIds],
];

describe.each(GENRE_BOOKS)('/genres/%s', (slug, section, ids) => {
  it(`lists "${section}" as an ItemList, and no breadcrumb: its trail ("Genres / ${GENRES[slug].name}") links no page`, () => {
    renderCatalogue(GENRES[slug].link);
    expectItemListOfTheSection(section, ids);
    expectBreadcrumbListOfTheVisibleTrail();
    expect(typesOfTheBlocks()).toEqual(['ItemList']);
  });
});

describe('every page', () => {
  // Every page but the book pages, whose trail is one pattern: two of those.
  const paths = CATALOGUE_ROUTES.map((route) => route.path).filter((path) => !path.startsWith('/books/'));
  it.each([...paths, bookPath('kitchen'), bookPath('omeros')])('%s: its breadcrumb as a BreadcrumbList of the pages it links, once, where it links any', (path) => {
    renderCatalogue(path);
    expectBreadcrumbListOfTheVisibleTrail();
  });

  it('the shelf has no list (its books follow the address\'s filters) and no breadcrumb ("Books / All books" links no page)', () => {
    renderCatalogue('/books');
    expectBreadcrumbListOfTheVisibleTrail();
    expect(typesOfTheBlocks()).toEqual([]);
  });

  it('the not-found page says nothing to search engines (it is a 404, kept out of results)', () => {
    expectConsole('error', `404 Error: User attempted to access non-existent route: ${CATALOGUE_NOT_FOUND_SAMPLE}`);
    renderCatalogue(CATALOGUE_NOT_FOUND_SAMPLE);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(jsonLdBlocks()).toEqual([]);
  });
});
