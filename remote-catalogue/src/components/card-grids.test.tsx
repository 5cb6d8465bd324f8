import { Grid } from '@wanderpages/shared';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { GenreSection } from '../exposed/genre-section';
import { PopularDestinations } from '../exposed/popular-destinations';
import { FeaturedBooks } from '../exposed/featured-books';
import { CATALOGUE_ROUTES } from '../routes/catalogue-route-table';
import { cardGridOf as gridOf, cardGridsIn, columnsAt, lastRow, templateAt } from '../testing/layout-rules';
import { renderCatalogue, sectionNamed } from '../testing/render-catalogue';

// Every catalogue page: 20 and two book pages (106 of one layout), in jsdom on a busy machine.
jest.setTimeout(60_000);

/** A phone, a small tablet, the md and lg breakpoints (shared's theme tokens), and a desktop. */
const WIDTHS = [390, 600, 768, 1024, 1440];

describe('card grids balance their rows for the number of cards (no card left alone on a last row)', () => {
  // Columns at 390, 600, 768, 1024 and 1440 px for a set of each size (shared's Grid, `$count`).
  it.each([
    [3, [1, 1, 3, 3, 3]],
    [4, [1, 2, 2, 4, 4]],
    [5, [1, 2, 3, 3, 3]],
    [6, [1, 2, 3, 3, 3]],
    [7, [1, 2, 3, 4, 4]],
    [8, [1, 2, 3, 4, 4]],
    [9, [1, 2, 3, 3, 3]],
    [10, [1, 2, 2, 4, 4]],
    [12, [1, 2, 3, 4, 4]],
    [15, [1, 2, 3, 4, 4]],
  ])('%i cards: %j columns', (count, expected) => {
    const { container } = renderWithProviders(
      <Grid $count={count}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} />
        ))}
      </Grid>,
    );
    const grid = gridOf(container);
    expect(WIDTHS.map((width) => columnsAt(grid, width))).toEqual(expected);
    // Tracks share the row and never grow to a card's own width (a card off screen has a placeholder size, decision 038).
    for (const width of WIDTHS) expect(templateAt(grid, width)).toMatch(/^(minmax\(0, 1fr\)|repeat\(\d, minmax\(0, 1fr\)\))$/);
  });

  it('one or two cards keep a card\'s width (`$min`) rather than sharing the whole row', () => {
    for (const count of [1, 2]) {
      const { container, unmount } = renderWithProviders(
        <Grid $min="240px" $count={count}>
          {Array.from({ length: count }, (_, index) => (
            <div key={index} />
          ))}
        </Grid>,
      );
      expect(WIDTHS.map((width) => columnsAt(gridOf(container), width))).toEqual([1, 2, 2, 3, 4]);
      unmount();
    }
  });

  it('four cards on the home page: one column on a phone, two by two on a tablet, four in a row from 1024 px', () => {
    const sections = [
      [FeaturedBooks, 'Featured Mediterranean classics'],
      [PopularDestinations, 'Popular destinations'],
      [GenreSection, 'Explore by genre'],
    ] as const;
    for (const [Section, name] of sections) {
      const { unmount } = renderWithProviders(<Section />);
      const grid = gridOf(sectionNamed(name));
      expect(WIDTHS.map((width) => columnsAt(grid, width))).toEqual([1, 2, 2, 4, 4]);
      unmount();
    }
  });

  it('six featured books: three and three on a desktop, not four and two; three cards: in one row, not two and one', () => {
    renderCatalogue('/destinations/asia');
    const featured = gridOf(sectionNamed(/^Featured books/));
    expect(columnsAt(featured, 1440)).toBe(3);
    expect(columnsAt(featured, 768)).toBe(3);
    expect(columnsAt(featured, 600)).toBe(2);
    const regions = gridOf(sectionNamed(/^Popular destinations in/));
    expect(WIDTHS.map((width) => columnsAt(regions, width))).toEqual([1, 1, 3, 3, 3]);
  });

  it('four sub-genres at 1024 px in one row, not three and one', () => {
    renderCatalogue('/genres/mystery');
    expect(columnsAt(gridOf(sectionNamed('Mystery sub-genres')), 1024)).toBe(4);
  });

  it('a book page balances its neighbours; the shelf, whose count changes as one types, keeps one card width', () => {
    const { unmount } = renderCatalogue('/books/the-old-capital');
    expect(columnsAt(gridOf(sectionNamed('Also set in Kyoto')), 768)).toBe(3);
    unmount();
    renderCatalogue('/books');
    const shelf = gridOf(sectionNamed('Find your next book'));
    expect(WIDTHS.map((width) => columnsAt(shelf, width))).toEqual([1, 2, 2, 3, 4]);
  });

  // The shelf is above; two book pages stand for the 106 of one layout.
  const pages = CATALOGUE_ROUTES.map((route) => route.path).filter(
    (path) => path !== '/books' && (!path.startsWith('/books/') || path === '/books/the-old-capital' || path === '/books/kitchen'),
  );

  it.each(pages)('%s: at every width, each grid of three or more cards ends on a full row, or one card short of one from three columns on', (path) => {
    const { container } = renderCatalogue(path);
    const grids = cardGridsIn(container).filter(({ count }) => count >= 3);
    expect(grids.length).toBeGreaterThan(0);
    for (const { element, count, section } of grids) {
      for (const width of WIDTHS) {
        const columns = columnsAt(element, width);
        const left = lastRow(count, columns);
        const name = `${path}, ${section} (${count} cards) at ${width} px: ${columns} columns`;
        // Several full rows before it, a short last row does not stand out (Tokyo's 15 books in two columns).
        const longList = count > 2 * columns;
        expect({ name, balanced: longList || left === columns || (columns > 2 && left === columns - 1) }).toEqual({ name, balanced: true });
      }
    }
  });
});
