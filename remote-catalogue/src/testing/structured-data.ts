import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { screen, within } from '@testing-library/react';

/** One JSON-LD block as a crawler reads it: a schema.org thing, its type named. */
export type JsonLd = { '@context'?: unknown; '@type': string } & Record<string, unknown>;

/** The text of every `<script type="application/ld+json">` in a document or element, as written (not parsed). */
export function jsonLdTexts(root: ParentNode = document): string[] {
  return [...root.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? '');
}

/** Every `<script type="application/ld+json">` in a document or element, each parsed as JSON. */
export function jsonLdBlocks(root: ParentNode = document): JsonLd[] {
  return jsonLdTexts(root).map((text) => JSON.parse(text) as JsonLd);
}

/** The one JSON-LD block of this schema.org type (fails on none, or on two). */
export function jsonLdOfType(type: string, root?: ParentNode): JsonLd {
  const found = jsonLdBlocks(root).filter((block) => block['@type'] === type);
  if (found.length !== 1) throw new Error(`${found.length} JSON-LD blocks of type ${type}`);
  return found[0] as JsonLd;
}

/**
 * An element's HTML as the build writes it into a fragment (react-dom/server). A name of its own: the lint rules for
 * testing-library take any `render…` call for theirs and its result for a screen.
 */
export function serverHtml(element: ReactElement): string {
  return renderToString(element);
}

/** Parses HTML as a browser (or a crawler) parses a page's first HTML: what it sees, not what React meant. */
export function parseHtml(html: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
}

/** The page band's breadcrumb as a reader sees it: each crumb's words and, when it is a link, where it leads. */
export function visibleTrail(): Array<{ name: string; href: string | null }> {
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  return within(trail)
    .getAllByRole('listitem')
    .map((crumb) => {
      // The separator ("/") is aria-hidden: what is left is the crumb's link or its text.
      const shown = within(crumb).getByText(/\S/, { ignore: '[aria-hidden="true"]' });
      return { name: shown.textContent ?? '', href: shown.getAttribute('href') };
    });
}

/** The books a section shows, as their cards' title links lead: one address per card, in the page's order. */
export function bookLinksIn(section: HTMLElement): string[] {
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((title) => within(title).getByRole('link').getAttribute('href') ?? '');
}

/** A fact of a book page's "About this book" list, as shown: the text beside its term ("Author", "Genre", "Place"). */
export function bookFact(term: string): string {
  const label = screen.getByText(term, { selector: 'dt' });
  return label.nextElementSibling?.textContent ?? '';
}

/** The type of every script element in a document: the page's first HTML may hold data blocks, never a script to run. */
export function scriptTypes(root: ParentNode): string[] {
  return [...root.querySelectorAll('script')].map((script) => script.type);
}
