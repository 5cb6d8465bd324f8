import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookFacts, templateAt } from '../testing/layout-rules';
import { CatalogueRoutes } from '../exposed/catalogue-routes';
import { laggingRouter } from '../../../jest/lagging-router';
import { renderCatalogue } from '../testing/render-catalogue';

// The shelf renders 106 cards; a few re-renders of it take seconds in jsdom on a busy machine.
jest.setTimeout(30_000);

const shelfTitles = () => within(screen.getByRole('region', { name: 'Find your next book' })).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/books, the shelf of every book', () => {
  it('shows every book, with a heading, a count and the filters', () => {
    renderCatalogue('/books');
    expect(screen.getByRole('heading', { level: 1, name: 'All books' })).toBeInTheDocument();
    expect(document.title).toBe('All books · Wanderpages');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 106 books');
    expect(shelfTitles()).toHaveLength(106);
    for (const label of ['Title, author or place', 'Continent', 'Region', 'Genre']) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reset filters' })).not.toBeInTheDocument();
  });

  it('reads its filters from the URL', () => {
    renderCatalogue('/books?continent=asia&genre=history');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 3 of 106 books');
    expect(shelfTitles()).toEqual(['Embracing Defeat', 'Low City, High City', 'The Silk Roads: A New History of the World']);
    expect(screen.getByLabelText('Continent')).toHaveDisplayValue('Asia');
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('History');
    expect(screen.getByRole('link', { name: 'Reset filters' })).toHaveAttribute('href', '/books');
  });

  it('filters as a choice is made; a region leaves the continent as it was', async () => {
    const user = userEvent.setup();
    renderCatalogue('/books');
    await user.selectOptions(screen.getByLabelText('Region'), 'Kerala');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 106 books');
    expect(shelfTitles()).toContain('The God of Small Things');
    expect(screen.getByLabelText('Continent')).toHaveDisplayValue('All continents');
    // Back to "All regions" is back to the whole shelf, not to the last region's continent.
    await user.selectOptions(screen.getByLabelText('Region'), 'All regions');
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 106 books');
  });

  it('offers only the chosen continent\'s regions, and drops a region on another continent', async () => {
    const user = userEvent.setup();
    renderCatalogue('/books');
    const regionNames = () => within(screen.getByLabelText('Region')).getAllByRole('option').map((option) => option.textContent);
    expect(regionNames()).toHaveLength(13);
    await user.selectOptions(screen.getByLabelText('Continent'), 'Asia');
    expect(regionNames()).toEqual(['All regions', 'Tokyo', 'Kerala', 'Singapore']);
    await user.selectOptions(screen.getByLabelText('Region'), 'Kerala');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 4 of 106 books');
    await user.selectOptions(screen.getByLabelText('Continent'), 'Europe');
    expect(screen.getByLabelText('Region')).toHaveDisplayValue('All regions');
    expect(regionNames()).toContain('Tuscany');
    expect(regionNames()).not.toContain('Kerala');
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing \d+ of 106 books$/);
  });

  it('reads a region on another continent than the URL\'s as no region (a form sent without JavaScript)', () => {
    renderCatalogue('/books?continent=europe&region=kerala');
    expect(screen.getByLabelText('Continent')).toHaveDisplayValue('Europe');
    expect(screen.getByLabelText('Region')).toHaveDisplayValue('All regions');
    expect(shelfTitles()).not.toContain('The God of Small Things');
    expect(screen.getByRole('status')).toHaveTextContent(/^Showing \d+ of 106 books$/);
  });

  it('shows each choice at once and loses none, while the URL follows a render or more later', async () => {
    const user = userEvent.setup();
    const router = laggingRouter('/books');
    router.render(<CatalogueRoutes />);
    const [region, genre, text] = ['Region', 'Genre', 'Title, author or place'].map((label) => screen.getByLabelText(label));
    await user.selectOptions(region!, 'Tuscany');
    expect(region).toHaveDisplayValue('Tuscany');
    // Before the URL has any of it: the next region on the list, a genre (the region stays), two letters.
    await user.selectOptions(region!, 'Provence');
    await user.selectOptions(genre!, 'History');
    await user.type(text!, 'ro');
    expect(region).toHaveDisplayValue('Provence');
    expect(text).toHaveValue('ro');
    router.land();
    expect(region).toHaveDisplayValue('Provence');
    expect(genre).toHaveDisplayValue('History');
    expect(text).toHaveValue('ro');
    // One entry for the region, one for the genre, one for the text, however many values each passed through.
    expect(router.history()).toEqual({ paths: ['/books', '/books?region=provence', '/books?region=provence&genre=history', '/books?q=ro&region=provence&genre=history'], index: 3 });
    expect(await screen.findByText(/^(Showing \d+ of 106 books|No books match\.)$/)).toBeInTheDocument();
  });

  it('follows the URL when it moves on its own, even with a choice in flight', async () => {
    const user = userEvent.setup();
    const router = laggingRouter('/books?genre=poetry');
    router.render(<CatalogueRoutes />);
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('Poetry');
    await user.selectOptions(screen.getByLabelText('Continent'), 'Asia');
    expect(screen.getByLabelText('Continent')).toHaveDisplayValue('Asia');
    // Back, pressed before the choice has landed: the form shows the entry Back lands on.
    router.back();
    router.land();
    expect(router.history()).toEqual({ paths: ['/books?genre=poetry', '/books?continent=asia&genre=poetry'], index: 0 });
    expect(screen.getByLabelText('Continent')).toHaveDisplayValue('All continents');
    expect(screen.getByLabelText('Genre')).toHaveDisplayValue('Poetry');
  });

  it('searches by title, author or place once the search code has loaded', async () => {
    const user = userEvent.setup();
    renderCatalogue('/books?q=kyoto');
    expect(await screen.findByText('Showing 4 of 106 books')).toBeInTheDocument();
    expect(screen.getByLabelText('Title, author or place')).toHaveValue('kyoto');
    await user.clear(screen.getByLabelText('Title, author or place'));
    await user.click(screen.getByLabelText('Title, author or place'));
    await user.paste('kawabata');
    expect(await screen.findByText('Showing 3 of 106 books')).toBeInTheDocument();
    expect(shelfTitles().sort()).toEqual(['Snow Country', 'The Old Capital', 'The Scarlet Gang of Asakusa']);
  });

  it('says when nothing matches, with a way back to every book', () => {
    renderCatalogue('/books?continent=africa&genre=poetry');
    expect(screen.getByRole('status')).toHaveTextContent('No books match.');
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing on the shelf matches these filters' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Reset filters' })) expect(link).toHaveAttribute('href', '/books');
  });

  it('is a GET form to /books that a browser without JavaScript can submit', () => {
    renderCatalogue('/books');
    const form = screen.getByRole('search', { name: 'Filter the shelf' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/books');
    expect(screen.getByRole('button', { name: 'Show books' })).toHaveAttribute('type', 'submit');
  });
});

describe('/books/<id>, a book page', () => {
  it('shows the book, its genre and place, and other books set there', () => {
    renderCatalogue('/books/the-old-capital');
    expect(screen.getByRole('heading', { level: 1, name: 'The Old Capital' })).toBeInTheDocument();
    expect(document.title).toBe('The Old Capital · Wanderpages');
    expect(screen.getByText('Yasunari Kawabata', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Literary Fiction' })).toHaveAttribute('href', '/genres/literary-fiction');
    expect(screen.getByRole('link', { name: 'More books set in Asia' })).toHaveAttribute('href', '/destinations/asia');
    const also = screen.getByRole('region', { name: 'Also set in Kyoto' });
    expect(within(also).getAllByRole('article')).toHaveLength(3);
    // The way back and the breadcrumb's first crumb.
    expect(screen.getAllByRole('link', { name: 'All books' }).map((link) => link.getAttribute('href'))).toEqual(['/books', '/books']);
  });

  it('names the shelf "All books" in its breadcrumb: the header\'s "Books" leads elsewhere (the genre pages)', () => {
    renderCatalogue('/books/kitchen');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['All books', '/books']]);
    expect(within(trail).getByText('Kitchen')).toHaveAttribute('aria-current', 'page');
  });

  it('puts the cover beside the facts from the md breakpoint on (768 px included), above them below it, never wider than a cover', () => {
    renderCatalogue('/books/the-old-capital');
    const facts = bookFacts(screen.getByRole('region', { name: 'About this book' }));
    expect(templateAt(facts.grid, 768)).toBe('minmax(0, 260px) minmax(0, 1fr)');
    expect(templateAt(facts.grid, 767)).toBe('minmax(0, 1fr)');
    expect(getComputedStyle(facts.cover).maxWidth).toBe('260px');
  });

  it("links a book on a region page to that region", () => {
    renderCatalogue('/books/kitchen');
    expect(screen.getByRole('link', { name: 'More books set in Tokyo' })).toHaveAttribute('href', '/destinations/regions/tokyo');
    expect(screen.getByRole('link', { name: 'Literary Fiction' })).toHaveAttribute('href', '/genres/literary-fiction');
  });

  it('book cards on the spec pages link to the book pages', () => {
    renderCatalogue('/destinations/regions/tokyo');
    expect(screen.getByRole('link', { name: 'Norwegian Wood' })).toHaveAttribute('href', '/books/norwegian-wood');
  });
});
