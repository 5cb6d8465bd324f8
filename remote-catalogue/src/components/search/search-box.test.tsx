import { act, useEffect, useState, type FormEvent } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { address, renderWithProviders } from '../../../../jest/render-with-providers';
import { SearchBox } from './search-box';

/**
 * As the host mounts it: inside its own form, with its own label. Submitting records where the form's GET would go
 * (the host's form navigates there; a navigation from a submit handler makes React build a FormData of the form in
 * a transition, which jest-fixed-jsdom's Node FormData cannot do: see host/src/layout/header-search.test.tsx).
 */
function openSearchBox(defaultValue = '', autoFocus = false, onSubmit: (href: string) => void = () => undefined) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    onSubmit(`${event.currentTarget.getAttribute('action')}?${new URLSearchParams({ q: field instanceof HTMLInputElement ? field.value : '' })}`);
  }
  renderWithProviders(
    <form role="search" action="/books" method="get" onSubmit={submit}>
      <label htmlFor="header-q">Search books, places and authors</label>
      <SearchBox inputId="header-q" name="q" placeholder="Books, places, authors" defaultValue={defaultValue} autoFocus={autoFocus} />
    </form>,
  );
  return screen.getByRole('combobox', { name: 'Search books, places and authors' });
}

describe('SearchBox, the catalogue search combobox', () => {
  it('lists results as you type and announces how many; Down then Enter opens the first', async () => {
    const user = userEvent.setup();
    const box = openSearchBox();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'tokio');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = within(screen.getByRole('listbox', { name: 'Search suggestions' })).getAllByRole('option');
    expect(options[0]).toHaveTextContent('RegionTokyoJapan · Asia · 15 books');
    expect(options.at(-1)).toHaveTextContent('See all results for “tokio”');
    expect(await screen.findByText(`${options.length - 1} results. Use the up and down arrows to choose.`)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(address()).toHaveValue('/destinations/regions/tokyo');
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes a second Enter on a chosen option as the same choice, not a search of the emptied field', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    const box = openSearchBox('', false, submitted);
    await user.type(box, 'kyoto');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(address()).toHaveValue('/books/the-old-capital');
    await user.keyboard('{Enter}');
    expect(submitted).not.toHaveBeenCalled();
    expect(address()).toHaveValue('/books/the-old-capital');
    // Something typed is a new search: Enter leaves it to the form again.
    await user.type(box, 'genji{Enter}');
    expect(submitted.mock.calls).toEqual([['/books?q=genji']]);
  });

  it('Up from the field wraps to the last option, the whole shelf for the query', async () => {
    const user = userEvent.setup();
    const box = openSearchBox();
    await user.type(box, 'kyoto{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('See all results for “kyoto”');
    await user.keyboard('{Enter}');
    expect(address()).toHaveValue('/books?q=kyoto');
  });

  it('Escape closes the list, then clears the field; a click on an option opens it', async () => {
    const user = userEvent.setup();
    const box = openSearchBox();
    await user.type(box, 'cape town');
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('cape town');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await user.type(box, 'scottish');
    await user.click(screen.getByRole('option', { name: /Scottish Highlands/ }));
    expect(address()).toHaveValue('/destinations/regions/scottish-highlands');
  });

  it('takes over what was typed into the plain field, and its focus', () => {
    const box = openSearchBox('kyō', true);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('kyō');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent(/Kyoto, Japan/);
  });

  it('leaves the focus where the visitor took it while the box was on its way (a Tab to the form\'s button)', () => {
    // The host asked for the box while its plain field had the focus, and mounts it once the module has arrived.
    let arrive = () => undefined as void;
    function HostForm() {
      const [arrived, setArrived] = useState(false);
      useEffect(() => {
        arrive = () => setArrived(true);
      }, []);
      return (
        <form role="search" action="/books">
          <label htmlFor="header-q">Search books, places and authors</label>
          {arrived && <SearchBox inputId="header-q" name="q" placeholder="Books, places, authors" defaultValue="" autoFocus />}
          <button type="submit">Search</button>
        </form>
      );
    }
    renderWithProviders(<HostForm />);
    const button = screen.getByRole('button', { name: 'Search' });
    button.focus();
    act(() => arrive());
    expect(screen.getByRole('combobox', { name: 'Search books, places and authors' })).not.toHaveFocus();
    expect(button).toHaveFocus();
  });

  it('keeps its list closed when it arrives on a hover, away from the focus', () => {
    const box = openSearchBox('kyoto', false);
    expect(box).not.toHaveFocus();
    expect(box).toHaveValue('kyoto');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when nothing matches, and leaves Enter to the form', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    const box = openSearchBox('', false, submitted);
    await user.type(box, 'zzzqx');
    expect(await screen.findByText('No matches for zzzqx. Press Enter to search the shelf.')).toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Enter}');
    expect(submitted.mock.calls).toEqual([['/books?q=zzzqx']]);
  });

  it('closes its list as Enter sends the search, keeping the words in the field', async () => {
    const user = userEvent.setup();
    const submitted = jest.fn();
    const box = openSearchBox('', false, submitted);
    await user.type(box, 'murakami');
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
    await user.keyboard('{Enter}');
    expect(submitted.mock.calls).toEqual([['/books?q=murakami']]);
    // The shelf's results are the page now: the suggestions no longer lie over them.
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Search suggestions' })).not.toBeInTheDocument();
    expect(box).toHaveValue('murakami');
    expect(box).toHaveFocus();
    // Typing again opens it again.
    await user.type(box, ' n');
    expect(screen.getByRole('listbox', { name: 'Search suggestions' })).toBeVisible();
  });
});
