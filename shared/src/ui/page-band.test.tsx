import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { EmptyState } from './empty-state';
import { PageBand } from './page-band';

describe('PageBand', () => {
  it('gives the page its one h1, the way back, and where it sits with the page itself as current', () => {
    renderWithProviders(
      <PageBand
        title="Tokyo"
        eyebrow="Japan · Asia"
        lead="Fifteen books that walk Tokyo's streets."
        back={{ to: '/destinations/asia', label: 'Back to Asia' }}
        trail={[{ label: 'Destinations' }, { label: 'Asia', to: '/destinations/asia' }, { label: 'Tokyo' }]}
      >
        <button type="button">Save</button>
      </PageBand>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Tokyo' })).toBeInTheDocument();
    // The arrow is decoration: the link is named by its words.
    expect(screen.getByRole('link', { name: 'Back to Asia' })).toHaveAttribute('href', '/destinations/asia');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Destinations', '/Asia', '/Tokyo']);
    expect(within(trail).getByRole('link', { name: 'Asia' })).toHaveAttribute('href', '/destinations/asia');
    expect(within(trail).getByText('Tokyo')).toHaveAttribute('aria-current', 'page');
    expect(within(trail).queryByRole('link', { name: 'Tokyo' })).not.toBeInTheDocument();
    expect(screen.getByText("Fifteen books that walk Tokyo's streets.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('marks the end of the page\'s opening once, after the h1 and lead, for the first frame to wait for', () => {
    renderWithProviders(<PageBand title="Tokyo" lead="Fifteen books." />);
    // The mark has no role or text (a reader never meets it): the browser finds it by its id, and so does this test.
    const mark = document.getElementById('page-opening-end') as HTMLElement; // eslint-disable-line testing-library/no-node-access
    expect(mark).not.toBeVisible();
    const heading = screen.getByRole('heading', { level: 1, name: 'Tokyo' });
    expect(heading.compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Fifteen books.').compareDocumentPosition(mark) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes props to the h1, so a page can move focus to it', () => {
    renderWithProviders(<PageBand title="Check your email" titleProps={{ id: 'news', tabIndex: -1 }} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveAttribute('id', 'news');
    heading.focus();
    expect(heading).toHaveFocus();
  });
});

describe('EmptyState', () => {
  it('says what is missing and what happens next, announced when it replaces a list', () => {
    renderWithProviders(
      <EmptyState role="status" title="No newsletter signups yet">
        Signups will appear here when visitors subscribe to your newsletter.
      </EmptyState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No newsletter signups yetSignups will appear here when visitors subscribe to your newsletter.',
    );
  });
});
