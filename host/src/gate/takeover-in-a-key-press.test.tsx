import { startTransition, useState, type FormEvent, type ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { NewsletterForm } from '../testing/newsletter-form';
import { TakingOver } from '../testing/taking-over';
import { type } from '../testing/typing';
import { holdInteractions } from './held-interactions';

/**
 * A takeover that happens inside one of the reader's own key presses: React finishes a hydration in progress on a
 * discrete event at once, so the slot's first commit, the takeover and the gate's replay all run in that keydown,
 * before the browser puts the key in. Driven by React's scheduler, not inside act: the key press must come in a
 * task of its own while the hydration is under way, as a reader's does.
 */

/** A search field whose form sends what React holds, as the header's and the shelf's do. */
function Query() {
  const [query, setQuery] = useState('');
  return (
    <label>
      Search <input type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
    </label>
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  holdInteractions();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

it('a key typed inside the text goes where the caret is, though its keydown is what takes the field over', async () => {
  const slot = document.createElement('div');
  slot.dataset.slotContent = '';
  const fragment = document.createElement('div');
  fragment.innerHTML = renderToString(<Query />);
  slot.append(fragment);
  document.body.replaceChildren(slot);
  const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  type(input, 'helo world');
  input.focus();
  input.setSelectionRange(3, 3); // back after "hel", to mend the typo

  startTransition(() => void hydrateRoot(fragment, <TakingOver slot={slot}>{() => <Query />}</TakingOver>));
  await Promise.resolve(); // the hydration is scheduled; nothing is hydrated yet
  expect(slot).not.toHaveAttribute('data-takeover');
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'l', bubbles: true, cancelable: true }));
  expect(slot).toHaveAttribute('data-takeover', 'hydrated'); // inside the keydown
  await Promise.resolve(); // a browser runs microtasks as each listener returns, before it puts the key in
  const [start, end] = [input.selectionStart ?? 0, input.selectionEnd ?? 0];
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, `${input.value.slice(0, start)}l${input.value.slice(end)}`);
  input.setSelectionRange(start + 1, start + 1);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve, 0)); // the replay's task
  expect(input).toHaveValue('hello world');
  expect(input.selectionStart).toBe(4);
});

/** A page's part with its hydration under way: the reader's held work is done, then a key press finishes it. */
function hydrating(markup: ReactElement, live: ReactElement | ((hydrated: boolean) => ReactElement)): { slot: HTMLDivElement; start: () => Promise<void> } {
  const slot = document.createElement('div');
  slot.dataset.slotContent = '';
  const fragment = document.createElement('div');
  fragment.innerHTML = renderToString(markup);
  slot.append(fragment);
  document.body.replaceChildren(slot);
  return {
    slot,
    start: async () => {
      const render = typeof live === 'function' ? live : () => live;
      startTransition(() => void hydrateRoot(fragment, <TakingOver slot={slot}>{render}</TakingOver>));
      await Promise.resolve(); // the hydration is scheduled; nothing is hydrated yet
    },
  };
}

/** Enter in a field, as a browser does it: the keydown (which finishes the hydration), then the form's implicit submission. */
async function pressEnter(field: HTMLInputElement): Promise<void> {
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await Promise.resolve();
  field.form?.requestSubmit();
}

async function replayed(): Promise<void> {
  for (let task = 0; task < 3; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** A signup sent before the takeover (held: nothing seems to happen), then more typed; the hydration under way. */
async function heldSignupThenTyped(sent: string, typedSince: string): Promise<{ slot: HTMLDivElement; field: HTMLInputElement; subscribed: string[] }> {
  const subscribed: string[] = [];
  const { slot, start } = hydrating(<NewsletterForm />, <NewsletterForm onSubscribe={(email) => subscribed.push(email)} />);
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  field.focus();
  type(field, sent);
  field.form?.requestSubmit();
  type(field, typedSince);
  await start();
  return { slot, field, subscribed };
}

it('an address corrected after a held signup, sent again with the Enter that takes the form over, is the one sent', async () => {
  // The reader sees the typo, mends it and presses Enter again.
  const { slot, field, subscribed } = await heldSignupThenTyped('frist@example.com', 'first@example.com');
  await pressEnter(field);
  expect(slot).toHaveAttribute('data-takeover', 'hydrated'); // the keydown finished the hydration
  await replayed();
  expect(subscribed).toEqual(['first@example.com']); // the last press, with what the field showed; once
  expect(field).toHaveValue('first@example.com');
});

/** The shelf's filters: a list that acts on its own, and a search sent with Enter; the submission reads both from state. */
function Filters({ onSearch }: { onSearch: (search: string) => void }) {
  const [genre, setGenre] = useState('');
  const [query, setQuery] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(`q=${query}&genre=${genre}`);
  }
  return (
    <form method="get" action="/books" onSubmit={submit}>
      <label>
        Genre
        <select name="genre" value={genre} onChange={(event) => setGenre(event.target.value)}>
          <option value="">All genres</option>
          <option value="poetry">Poetry</option>
        </select>
      </label>
      <label>
        Search <input type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
    </form>
  );
}

it('a list chosen before the takeover is in the search sent with the Enter that takes the form over', async () => {
  const searches: string[] = [];
  const { start } = hydrating(<Filters onSearch={() => undefined} />, <Filters onSearch={(search) => searches.push(search)} />);
  const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Genre' });
  list.value = 'poetry'; // held: the browser fires input, then change
  list.dispatchEvent(new Event('input', { bubbles: true }));
  list.dispatchEvent(new Event('change', { bubbles: true }));
  const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  search.focus();
  type(search, 'venice');
  await start();
  await pressEnter(search);
  await replayed();
  expect(searches).toEqual(['q=venice&genre=poetry']);
  expect(list).toHaveValue('poetry');
});

it('a letter typed after a held signup, in the key press that takes the form over, stays in the field and out of the signup', async () => {
  const { slot, field, subscribed } = await heldSignupThenTyped('first@example.com', 'second@example.co'); // another, for a friend
  field.dispatchEvent(new KeyboardEvent('keydown', { key: 'm', bubbles: true, cancelable: true }));
  expect(slot).toHaveAttribute('data-takeover', 'hydrated'); // the keydown finished the hydration
  await Promise.resolve(); // a browser runs microtasks as each listener returns, before it puts the key in
  type(field, `${field.value}m`);
  await replayed();
  expect(subscribed).toEqual(['first@example.com']); // what the form held when it was sent
  expect(field).toHaveValue('second@example.com'); // what the reader typed since, their last letter included
});

/** A list the shelf renders from its state, so the render right after hydration puts the HTML's value back. */
function Regions({ onChoose, hydrated = false }: { onChoose?: (region: string) => void; hydrated?: boolean }) {
  const [region, setRegion] = useState('');
  return (
    <label data-hydrated={hydrated}>
      Region
      <select
        name="region"
        value={region}
        onChange={(event) => {
          setRegion(event.target.value);
          onChoose?.(event.target.value);
        }}
      >
        <option value="">All regions</option>
        <option value="kerala">Kerala</option>
        <option value="tokyo">Tokyo</option>
        <option value="sahara">Sahara</option>
      </select>
    </label>
  );
}

it('an arrow key in a list, in the key press that takes the list over, moves on from the choice held before', async () => {
  const chosen: string[] = [];
  const { slot, start } = hydrating(<Regions />, (hydrated) => <Regions hydrated={hydrated} onChoose={(region) => chosen.push(region)} />);
  const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' });
  list.focus();
  list.value = 'kerala'; // held: the browser fires input, then change
  list.dispatchEvent(new Event('input', { bubbles: true }));
  list.dispatchEvent(new Event('change', { bubbles: true }));
  await start();
  list.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
  expect(slot).toHaveAttribute('data-takeover', 'hydrated'); // the keydown finished the hydration
  await Promise.resolve(); // a browser runs microtasks as each listener returns, before it moves the choice
  list.selectedIndex += 1; // the browser's ArrowDown: the next option, then input and change
  list.dispatchEvent(new Event('input', { bubbles: true }));
  list.dispatchEvent(new Event('change', { bubbles: true }));
  await replayed();
  expect(list).toHaveValue('tokyo');
  expect(chosen).toEqual(['kerala', 'tokyo']);
});
