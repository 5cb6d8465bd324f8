import { startTransition, useState } from 'react';
import { screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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
