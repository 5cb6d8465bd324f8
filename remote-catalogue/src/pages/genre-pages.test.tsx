import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardNamed, renderCatalogue, sectionNamed } from '../testing/render-catalogue';

function cardHeadings(section: string): string[] {
  return within(sectionNamed(section))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent ?? '');
}

function expectOnePageHeading(name: string) {
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Back Home/ })).toHaveAttribute('href', '/');
  expect(document.title).toBe(`${name} · Wanderpages`);
}

describe('/genres/mystery', () => {

  it('has its h1, Back Home and six featured books', () => {
    renderCatalogue('/genres/mystery');
    expectOnePageHeading('Mystery');
    expect(within(sectionNamed('Featured mystery books')).getAllByRole('article')).toHaveLength(6);
  });

  it('has three destination-themed cards with text book counts', () => {
    renderCatalogue('/genres/mystery');
    expect(cardHeadings('Mysteries by destination')).toEqual(['English Countryside', 'Nordic Countries', 'Mediterranean']);
    const section = sectionNamed('Mysteries by destination');
    const counts = { 'English Countryside': '25+ books', 'Nordic Countries': '30+ books', Mediterranean: '20+ books' };
    for (const [name, count] of Object.entries(counts)) expect(within(cardNamed(section, name)).getByText(count)).toBeInTheDocument();
    for (const link of within(section).getAllByRole('link')) expect(link).toHaveAttribute('href', '/destinations/europe');
  });

  it('has the four sub-genres', () => {
    renderCatalogue('/genres/mystery');
    expect(cardHeadings('Mystery sub-genres')).toEqual(['Cozy Mystery', 'Nordic Noir', 'Historical Mystery', 'International Noir']);
  });
});

describe('/genres/literary-fiction', () => {

  it('has its h1, six books, three themes and four styles', () => {
    renderCatalogue('/genres/literary-fiction');
    expectOnePageHeading('Literary Fiction');
    expect(within(sectionNamed('Featured literary fiction')).getAllByRole('article')).toHaveLength(6);
    expect(cardHeadings('Themes')).toEqual(['Cultural Identity', 'Historical Memory', 'Place and Landscape']);
    expect(cardHeadings('Styles')).toHaveLength(4);
  });

  it('Get Reading Recommendations reveals a reading path through the six books, and hides it again', async () => {
    renderCatalogue('/genres/literary-fiction');
    const button = screen.getByRole('button', { name: 'Get Reading Recommendations' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('heading', { name: 'A literary journey in six books' })).not.toBeInTheDocument();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'A literary journey in six books' })).toBeVisible();
    // The list in the panel the button controls (the breadcrumb above is a list too).
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement; // eslint-disable-line testing-library/no-node-access
    const steps = within(within(panel).getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent('The Remains of the Day by Kazuo Ishiguro');

    await userEvent.click(screen.getByRole('button', { name: 'Hide Reading Recommendations' }));
    expect(screen.queryByRole('heading', { name: 'A literary journey in six books' })).not.toBeInTheDocument();
  });
});

describe('/genres/history', () => {

  it('has its h1, six books, three time periods and four historical destinations', () => {
    renderCatalogue('/genres/history');
    expectOnePageHeading('History');
    expect(within(sectionNamed('Featured history books')).getAllByRole('article')).toHaveLength(6);
    expect(cardHeadings('Time periods')).toHaveLength(3);
    expect(cardHeadings('Historical destinations')).toEqual(['Rome', 'Istanbul', 'Kyoto', 'Cusco']);
    expect(within(sectionNamed('Historical destinations')).getByRole('link', { name: 'Explore Asia from Kyoto' })).toHaveAttribute(
      'href',
      '/destinations/asia',
    );
  });

  it('has two writing types, each with a bullet list', () => {
    renderCatalogue('/genres/history');
    const section = sectionNamed('Types of history writing');
    expect(cardHeadings('Types of history writing')).toEqual(['Narrative History', 'Memoir and Eyewitness Accounts']);
    const lists = within(section).getAllByRole('list');
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(within(list).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  });
});

describe('/genres/poetry', () => {

  it('has its h1 and three poem excerpts credited with poet and inspiring location', () => {
    renderCatalogue('/genres/poetry');
    expectOnePageHeading('Poetry');
    const poems = within(sectionNamed('Featured poems')).getAllByRole('article');
    expect(poems).toHaveLength(3);
    const westminster = within(sectionNamed('Featured poems'))
      .getByRole('heading', { level: 3, name: /Composed upon Westminster Bridge/ });
    expect(westminster).toBeInTheDocument();
    expect(screen.getByText('Earth has not anything to show more fair:')).toBeInTheDocument();
    expect(screen.getByText('William Wordsworth (1807)')).toBeInTheDocument();
    expect(screen.getByText(/Inspired by: London, England/)).toBeInTheDocument();
    expect(screen.getByText('Robert Burns (1790)')).toBeInTheDocument();
    expect(screen.getByText('Percy Bysshe Shelley (1818)')).toBeInTheDocument();
  });

  it('has six collections, three regions and four styles', () => {
    renderCatalogue('/genres/poetry');
    expect(within(sectionNamed('Poetry collections')).getAllByRole('article')).toHaveLength(6);
    expect(cardHeadings('Poetic regions')).toHaveLength(3);
    expect(within(sectionNamed('Poetic regions')).getByRole('link', { name: 'Explore Scottish Highlands' })).toHaveAttribute(
      'href',
      '/destinations/regions/scottish-highlands',
    );
    expect(cardHeadings('Poetry styles')).toHaveLength(4);
  });

  it('Poetry Reading Guide opens a step-by-step guide in place', async () => {
    renderCatalogue('/genres/poetry');
    const button = screen.getByRole('button', { name: 'Poetry Reading Guide' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('heading', { level: 3, name: 'How to read a place-poem aloud' })).toBeVisible();
    expect(screen.getByText(/Read aloud, slowly/)).toBeVisible();
  });
});

it.each(['/genres/mystery', '/genres/literary-fiction', '/genres/history', '/genres/poetry'])(
  '%s keeps its headings in order (no level skipped)',
  (route) => {
    renderCatalogue(route);
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0) expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
    });
  },
);
