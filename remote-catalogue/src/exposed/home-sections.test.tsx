import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { FeaturedBooks } from './featured-books';
import { GenreSection } from './genre-section';
import { PopularDestinations } from './popular-destinations';
import { cardNamed } from '../testing/render-catalogue';

it('FeaturedBooks: "Featured Mediterranean classics" with four books, under its anchor', () => {
  renderWithProviders(<FeaturedBooks />);
  const section = screen.getByRole('region', { name: 'Featured Mediterranean classics' });
  expect(section).toHaveAttribute('id', 'featured-books');
  expect(within(section).getByRole('heading', { level: 2, name: 'Featured Mediterranean classics' })).toBeInTheDocument();
  const books = within(section).getAllByRole('article');
  expect(books).toHaveLength(4);
  const tuscan = cardNamed(section, 'Under the Tuscan Sun');
  expect(within(tuscan).getByText('by Frances Mayes')).toBeInTheDocument();
  expect(within(tuscan).getByText('Memoir')).toBeInTheDocument();
  expect(within(cardNamed(section, 'A Year in Provence')).getByText('by Peter Mayle')).toBeInTheDocument();
});

it('PopularDestinations: four continents with 45, 32, 28, 22 books, linking to their pages', () => {
  renderWithProviders(<PopularDestinations />);
  const section = screen.getByRole('region', { name: 'Popular destinations' });
  expect(within(section).getAllByRole('article')).toHaveLength(4);
  const expected: Array<[string, number, string]> = [
    ['Europe', 45, '/destinations/europe'],
    ['Asia', 32, '/destinations/asia'],
    ['Americas', 28, '/destinations/americas'],
    ['Africa', 22, '/destinations/africa'],
  ];
  for (const [name, count, href] of expected) {
    const card = cardNamed(section, name);
    expect(within(card).getByText(`${count} books`)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: `Explore ${name}` })).toHaveAttribute('href', href);
  }
});

it('GenreSection: "Explore by genre" with four cards linking to the genre pages', () => {
  renderWithProviders(<GenreSection />);
  const section = screen.getByRole('region', { name: 'Explore by genre' });
  const links = within(section).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    '/genres/mystery',
    '/genres/literary-fiction',
    '/genres/history',
    '/genres/poetry',
  ]);
  expect(within(section).getByRole('link', { name: /Poetry/ })).toHaveAttribute('href', '/genres/poetry');
  expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
});

it('a card link\'s arrow is held to its last word by a no-break space: it never wraps onto a line of its own', () => {
  renderWithProviders(
    <>
      <PopularDestinations />
      <GenreSection />
    </>,
  );
  // The call to action's whole text, exactly (Testing Library's matchers would read the no-break space as a space).
  const endsInArrow = (text: string) => (_: string, element: Element | null) => element?.textContent === `${text}\u00a0→`;
  expect(screen.getByText(endsInArrow('Explore Literary Fiction'))).toBeInTheDocument();
  expect(screen.getByText(endsInArrow('Explore Europe'))).toHaveAttribute('href', '/destinations/europe');
});

it('the home sections never add an h1 (the host page has it)', () => {
  renderWithProviders(
    <>
      <FeaturedBooks />
      <PopularDestinations />
      <GenreSection />
    </>,
  );
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
});
