import { act } from 'react';
import type { Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { ADDRESS_HAS_QUERY_META } from '@wanderpages/shared/contracts/fragments';
import { renderFragment } from '@wanderpages/shared/fragments';
import { CatalogueRoutes } from '../exposed/catalogue-routes';
import { hydrateCatalogueFragment, paintFragment } from '../testing/hydrate-fragment';

// The shelf's 106 cards, rendered to a string and hydrated, take seconds in jsdom on a busy machine.
jest.setTimeout(30_000);

/**
 * /books as the build prerenders it (one fragment per path: the edge composes by path, so /books?q=tokyo gets this
 * one too), painted into the page the way the edge composes it, styles included.
 */
const MODULE = 'catalogue/CatalogueRoutes';
const fragment = renderFragment(MODULE, CatalogueRoutes, '/books', 'test-build', { start: 'without-query' }).html;

const paint = () => paintFragment(fragment);

/** What the edge writes beside the canonical link at an address with a query (decision 045). */
const markQuery = () => document.head.insertAdjacentHTML('beforeend', ADDRESS_HAS_QUERY_META);

const SEARCHING = 'Searching the shelf…';
const books = () => screen.queryAllByRole('heading', { level: 3 }); // hidden ones left out

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('/books?…: the shelf\'s one fragment before its script has run, and at its takeover', () => {
  it('at /books shows every book and the count, as it is', () => {
    paint();
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 106 books');
    expect(books()).toHaveLength(106);
    expect(screen.getByText(SEARCHING)).not.toBeVisible();
  });

  it('with the edge\'s mark, shows a neutral status instead of books and a count that are not the address\'s', () => {
    markQuery();
    paint();
    expect(screen.getByText(SEARCHING)).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument(); // hidden, so not announced either
    expect(screen.getByText('Showing all 106 books')).not.toBeVisible();
    expect(books()).toEqual([]);
    // The form stays: a reader may type into it, the gate holds what they do (decision 037).
    expect(screen.getByRole('search', { name: 'Filter the shelf' })).toBeVisible();
  });

  it('says filtering needs JavaScript only where scripting is off (a CSS media feature: hidden here)', () => {
    paint();
    const note = screen.getByText(/^Searching and filtering the shelf need JavaScript/);
    expect(note).not.toBeVisible();
    // The rule that shows it is the note's own (the fragment has other rules for scripting: none).
    const shownWithoutScript = (name: string) => new RegExp(`@media \\(scripting: ?none\\) ?\\{ ?\\.${name} ?\\{ ?display: ?block`).test(fragment);
    expect([...note.classList].filter(shownWithoutScript)).toHaveLength(1);
  });

  it('hydrates with the very markup it was prerendered with, then shows the URL\'s books, mark or no mark', async () => {
    markQuery();
    const element = paint();
    const taken = await hydrateCatalogueFragment(element, '/books', '?q=tokyo');
    root = taken.root;
    const { recoverable } = taken;
    expect(await screen.findByText('Showing 15 of 106 books')).toBeVisible();
    expect(recoverable).toEqual([]); // a hydration mismatch is a recoverable error: the root would render afresh
    expect(screen.queryByText(SEARCHING)).not.toBeInTheDocument();
    expect(books()).toHaveLength(15);
    expect(screen.getByLabelText('Title, author or place')).toHaveValue('tokyo');
  });
});
