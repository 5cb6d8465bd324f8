import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './scroll-to-top';

/** A page with an anchor, and the ways a reader leaves it: a link to another page, a link to the anchor, Back. */
function Page() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/destinations/asia')}>
        Asia
      </button>
      <button type="button" onClick={() => navigate('/destinations/europe#region-tuscany')}>
        Tuscany
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <h2 id="region-tuscany">Tuscany</h2>
    </>
  );
}

let scrollTo: jest.SpyInstance;
let scrollIntoView: jest.Mock;
const jsdomScrollIntoView = Element.prototype.scrollIntoView; // jsdom has none: undefined
beforeEach(() => {
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  scrollTo.mockRestore();
  Element.prototype.scrollIntoView = jsdomScrollIntoView;
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Page />
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  it('leaves the page the browser loaded where the reader has it', () => {
    renderAt('/destinations/europe');
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('opens a page a link leads to at its top, and at the anchor a link names', async () => {
    renderAt('/destinations/europe');
    await userEvent.click(screen.getByRole('button', { name: 'Tuscany' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Tuscany' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asia' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves Back where the browser puts the reader: from an anchor, and from another page', async () => {
    renderAt('/destinations/europe');
    await userEvent.click(screen.getByRole('button', { name: 'Tuscany' }));
    await userEvent.click(screen.getByRole('button', { name: 'Asia' }));
    scrollTo.mockClear();
    scrollIntoView.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
