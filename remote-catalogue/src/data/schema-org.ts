/**
 * The catalogue as search engines read it: schema.org things (JSON-LD, components/structured-data.tsx) built from
 * the same data and the same words the pages render, so what a crawler reads is what a reader sees.
 *
 * Addresses are absolute, as search engines ask for them (Google's documentation asks for URLs there; Search Console
 * reports a root-relative one as a non-critical "Invalid URL"). No build knows the site's origin, so an address is
 * written here as ORIGIN and a path; StructuredData puts the origin in its place as it writes the block: in a
 * prerendered fragment the edge's include of it, which each edge fills in per request, in the browser the origin
 * the edge named (docs/decisions/050, as amended). A breadcrumb's own page (its last crumb) has no `item`: Google's
 * breadcrumb documentation says it then takes the URL of the page holding the list, its canonical address.
 */
import type { Crumb } from '@wanderpages/shared';
import { bookGenre } from './book-genres';
import { bookPath, placeLabel } from './book-links';
import type { BookId } from './books';
import type { ShelfBook } from './shelf';

/**
 * Stands for the site's origin at the start of an address (`${ORIGIN}/books/kitchen`), until StructuredData writes the
 * block. A character of Unicode's private use area: no text of the catalogue holds it, and JSON writes it as it is.
 */
export const ORIGIN = '\u{E000}';

/** A page's address, absolute once written: ORIGIN and the page's path. */
const address = (path: string) => `${ORIGIN}${path}`;

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
    url: address(bookPath(book.id)),
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
      ...(crumb.to !== undefined && index < pages.length - 1 ? { item: address(crumb.to) } : {}),
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
    itemListElement: ids.map((id, index): JsonLdThing => ({ '@type': 'ListItem', position: index + 1, url: address(bookPath(id)) })),
  };
}
