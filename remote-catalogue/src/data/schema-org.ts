/**
 * The catalogue as search engines read it: schema.org things (JSON-LD, components/structured-data.tsx) built from
 * the same data and the same words the pages render, so what a crawler reads is what a reader sees.
 *
 * Addresses are the pages' root-relative paths ("/books/kitchen"), as their links carry them, not absolute URLs.
 * An absolute one needs the site's origin, which no build knows; the edge writes it per request (decision 045: the
 * canonical link, and the sitemap's addresses through the `/_edge/origin` include, decision 047). That include
 * cannot reach these blocks today: the production edge (edge/varnish) processes ESI in the host's pages and shells
 * and in the remotes' sitemaps, never in a page's fragment; and a fragment whose text the edge changed would no
 * longer hydrate as it was prerendered. So:
 * - a breadcrumb's own page (its last crumb) has no `item`: Google's breadcrumb documentation says it then takes
 *   the URL of the page holding the list, which is the page's canonical, absolute address;
 * - a linked crumb's `item`, a Book's `url` and a listed book's `url` are root-relative, resolved against the page's
 *   address (RFC 3986, as JSON-LD resolves references against the document's base). Google's documentation asks
 *   for URLs there and Search Console reports a relative one as a non-critical "Invalid URL" (the item stays
 *   valid; e.g. github.com/passkeydeveloper/passkeys.dev/issues/355, gone once its URLs were absolute). Making them
 *   absolute is an edge change (remote-catalogue/README.md, "Structured data").
 */
import type { Crumb } from '@wanderpages/shared';
import { bookGenre } from './book-genres';
import { bookPath, placeLabel } from './book-links';
import type { BookId } from './books';
import type { ShelfBook } from './shelf';

/** A value in a schema.org description: text, a number, another thing, or a list of them. */
type JsonLdValue = string | number | JsonLdThing | readonly JsonLdValue[];

/** One schema.org thing (a Book, a BreadcrumbList…): its type and its properties. */
export interface JsonLdThing {
  '@type': string;
  [property: string]: JsonLdValue;
}

/** A book's authors, each a Person: books.ts writes a book by two as "A and B" (Lyrical Ballads). */
function authorsOf(book: ShelfBook): JsonLdValue {
  const people = book.author.split(' and ').map((name): JsonLdThing => ({ '@type': 'Person', name }));
  return people.length === 1 ? (people[0] as JsonLdThing) : people;
}

/**
 * A book's page (/books/<id>): a Book with its title, author, genre (the shelf's, as the page shows it),
 * description, address and the place it is set in (every book has one: book-settings.ts). books.ts records no
 * language, so there is no inLanguage: nothing is said that the data does not hold.
 */
export function bookThing(book: ShelfBook): JsonLdThing {
  return {
    '@type': 'Book',
    name: book.title,
    author: authorsOf(book),
    genre: bookGenre(book.genre).name,
    description: book.description,
    url: bookPath(book.id),
    contentLocation: { '@type': 'Place', name: placeLabel(book.place) },
  };
}

/**
 * A page's breadcrumb (the trail shared's PageBand shows) as a chain of pages: the crumbs that link, by the names
 * and in the order the reader sees, then the page itself (no `item`: its own address). A crumb shown as text that
 * is not the page (a heading such as "Destinations", which has no page of its own) is left out: schema.org's
 * BreadcrumbList is "a chain of linked Web pages", and Google refuses an item without a URL anywhere but last.
 * Naming a page the visible trail does not link to would describe another breadcrumb than the reader's. `undefined`
 * when that leaves the page alone (a genre's "Genres / Poetry"): a trail of one says nothing.
 */
export function breadcrumbThing(trail: readonly Crumb[]): JsonLdThing | undefined {
  const pages = trail.filter((crumb, index) => crumb.to !== undefined || index === trail.length - 1);
  if (pages.length < 2) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: pages.map((crumb, index): JsonLdThing => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.to !== undefined && index < pages.length - 1 ? { item: crumb.to } : {}),
    })),
  };
}

/**
 * The books a section of a page shows, in its order, under the section's heading: each one by its page (every book
 * has one, catalogue-route-table.tsx), as its card's title links to it.
 */
export function bookListThing(name: string, ids: readonly BookId[]): JsonLdThing {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: ids.length,
    itemListElement: ids.map((id, index): JsonLdThing => ({ '@type': 'ListItem', position: index + 1, url: bookPath(id) })),
  };
}
