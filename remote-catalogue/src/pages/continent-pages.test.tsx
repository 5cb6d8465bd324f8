import { screen, within } from '@testing-library/react';
import { BOOKS } from '../data/books';
import { CONTINENTS } from '../data/continents';
import { cardNamed, renderCatalogue, sectionNamed as section } from '../testing/render-catalogue';

const continents = [
  {
    slug: 'europe',
    heading: 'Europe',
    regions: {
      Tuscany: [15, '/destinations/regions/tuscany'],
      Provence: [12, '/destinations/regions/provence'],
      'Scottish Highlands': [18, '/destinations/regions/scottish-highlands'],
      Paris: [22, '/destinations/regions/paris'],
      London: [28, '/destinations/regions/london'],
      Dublin: [16, '/destinations/regions/dublin'],
      Barcelona: [14, '/destinations/regions/barcelona'],
      Amsterdam: [13, '/destinations/regions/amsterdam'],
      Vienna: [11, '/destinations/regions/vienna'],
      Prague: [10, '/destinations/regions/prague'],
      Istanbul: [15, '/destinations/regions/istanbul'],
      Santorini: [9, '/destinations/regions/santorini'],
    },
  },
  {
    slug: 'asia',
    heading: 'Asia',
    regions: {
      Tokyo: [24, '/destinations/regions/tokyo'],
      Kerala: [16, '/destinations/regions/kerala'],
      Singapore: [11, '/destinations/regions/singapore'],
    },
  },
  {
    slug: 'americas',
    heading: 'Americas',
    regions: {
      'Route 66': [19, '/destinations/regions/route66'],
      Patagonia: [13, '/destinations/regions/patagonia'],
      Caribbean: [21, '/destinations/regions/caribbean'],
    },
  },
  {
    slug: 'africa',
    heading: 'Africa',
    regions: {
      Serengeti: [14, '/destinations/regions/serengeti'],
      'Cape Town': [18, '/destinations/regions/cape-town'],
      Sahara: [9, '/destinations/regions/sahara'],
    },
  },
] as const;

describe.each(continents)('/destinations/$slug', ({ slug, heading, regions }) => {

  it('has one h1 naming the continent, a Back Home button and the document title', () => {
    renderCatalogue(`/destinations/${slug}`);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back Home/ })).toHaveAttribute('href', '/');
    expect(document.title).toBe(`${heading} · Wanderpages`);
  });

  it('shows six featured books, each with title, author, category and description', () => {
    renderCatalogue(`/destinations/${slug}`);
    const featured = section(/^Featured books from/);
    expect(within(featured).getAllByRole('article')).toHaveLength(6);
    for (const id of CONTINENTS.find((continent) => continent.slug === slug)!.featuredBookIds) {
      const book = BOOKS[id];
      const card = cardNamed(featured, book.title);
      expect(within(card).getByText(`by ${book.author}`)).toBeInTheDocument();
      expect(within(card).getByText(book.category)).toBeInTheDocument();
      expect(within(card).getByText(book.description)).toBeInTheDocument();
    }
  });

  it('shows the region cards with their docs/product/limits.md#region-card-counts counts and link targets', () => {
    renderCatalogue(`/destinations/${slug}`);
    const grid = section(/^Popular destinations in/);
    const cards = within(grid).getAllByRole('article');
    expect(cards).toHaveLength(Object.keys(regions).length);
    for (const [name, [count, href]] of Object.entries(regions)) {
      const card = cardNamed(grid, name);
      expect(within(card).getByText(`${count} books`)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `Explore ${name}` })).toHaveAttribute('href', href);
    }
  });

  it('opens with "On this page" chips that jump to the featured books and to each region\'s card', () => {
    renderCatalogue(`/destinations/${slug}`);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const chips = within(nav).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Featured books', ...Object.keys(regions)]);
    // An in-page link names its target by id, which no role or label reaches.
    const target = (chip: HTMLElement) => document.getElementById((chip.getAttribute('href') ?? '').replace(/^#/, '')) as HTMLElement; // eslint-disable-line testing-library/no-node-access
    expect(target(chips[0]!)).toBe(section(/^Featured books from/));
    for (const chip of chips.slice(1)) {
      // The anchor holds the region's card, whose link names the same place.
      expect(within(target(chip)).getByRole('link', { name: `Explore ${chip.textContent}` })).toBeInTheDocument();
    }
  });
});

it('Europe has 12 region cards, Asia, Americas and Africa 3 each', () => {
  const expected = { europe: 12, asia: 3, americas: 3, africa: 3 };
  for (const [slug, count] of Object.entries(expected)) {
    const { unmount } = renderCatalogue(`/destinations/${slug}`);
    expect(within(section(/^Popular destinations in/)).getAllByRole('article')).toHaveLength(count);
    unmount();
  }
});
