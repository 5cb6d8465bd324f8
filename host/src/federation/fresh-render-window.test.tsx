import { useState, type ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { RemoteModuleId } from '@wanderpages/shared';
import { holdInteractions } from '../gate/held-interactions';
import { NewsletterForm } from '../testing/newsletter-form';
import { fragmentHtml, SIGNED_OUT_CONTEXT, takeoverEvents } from '../testing/slot-fixtures';
import { type } from '../testing/typing';
import { createSlotBridge, mountSlot, releaseSlot } from './slot-root';

/**
 * A part rendered afresh (its fragment from another build) is committed in one task and taken over (its effects,
 * data-takeover, the gate's replay) in a later one. A reader's key press can come in between: on a slow phone, and
 * in CI, it did. Driven by React's scheduler, not inside act, so that moment exists as it does in a browser.
 */

const subscribed: string[] = [];

/** The newsletter's signup, its submissions recorded. */
function Newsletter() {
  return <NewsletterForm onSubscribe={(email) => subscribed.push(email)} />;
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let container: HTMLDivElement;
beforeAll(() => {
  holdInteractions();
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  subscribed.length = 0;
  container = document.createElement('div');
  container.dataset.slotContent = '';
  container.innerHTML = fragmentHtml('build-0', Newsletter, 'engagement/NewsletterSection');
  document.body.replaceChildren(container);
});
afterEach(async () => {
  releaseSlot(container);
  await new Promise((resolve) => setTimeout(resolve, 0));
});

/** Resolves once the slot is taken over and the gate's replay (a task later) has run. */
async function takenOver(): Promise<void> {
  while (!container.dataset.takeover) await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The newsletter as the slot paints it, and how a test finds its field (the painted one, then its successor). */
const NEWSLETTER = { id: 'engagement/NewsletterSection', Component: Newsletter, field: () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }) } as const;

interface Part<Field> {
  id: RemoteModuleId;
  Component: ComponentType;
  field: () => Field;
}

/**
 * Mounts the newer build of the part painted in the slot, and calls `meanwhile` with the new field right after the
 * commit that replaced the painted one, its effects not run yet.
 */
function renderAfresh<Field extends HTMLElement>(meanwhile: (field: Field) => void, part: Part<Field>): void {
  const painted = part.field();
  const observer = new MutationObserver(() => {
    if (painted.isConnected) return;
    observer.disconnect();
    expect(container).not.toHaveAttribute('data-takeover');
    meanwhile(part.field());
  });
  observer.observe(container, { childList: true, subtree: true });
  mountSlot(container, part.id, 'build-1', part.Component, createSlotBridge(SIGNED_OUT_CONTEXT), takeoverEvents(container, 'rendered'));
}

it('Enter pressed in the new field before the takeover sends what the reader typed in the painted one', async () => {
  const painted = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  painted.focus();
  type(painted, 'reader@example.com');
  renderAfresh((field) => {
    expect(field).toHaveFocus();
    expect(field).toHaveValue('reader@example.com'); // what the reader sees in it, and presses Enter on
    field.form?.requestSubmit(); // Enter: the form's implicit submission
  }, NEWSLETTER);
  await takenOver();
  expect(subscribed).toEqual(['reader@example.com']);
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@example.com');
});

it('a letter typed in the new field before the takeover goes on the end of what was typed, not in place of it', async () => {
  const painted = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  painted.focus();
  type(painted, 'reader@example.co');
  renderAfresh((field) => type(field, `${field.value}m`), NEWSLETTER);
  await takenOver();
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  expect(field).toHaveValue('reader@example.com');
  field.form?.requestSubmit();
  expect(subscribed).toEqual(['reader@example.com']);
});

const searched: string[] = [];

/** The shelf's filters, cut down: a list that is sent with its form. */
function Filters() {
  const [genre, setGenre] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        searched.push(genre);
      }}
    >
      <label>
        Genre
        <select name="genre" value={genre} onChange={(event) => setGenre(event.target.value)}>
          <option value="">All genres</option>
          <option value="poetry">Poetry</option>
          <option value="memoir">Memoir</option>
        </select>
      </label>
    </form>
  );
}

const FILTERS = { id: 'catalogue/CatalogueRoutes', Component: Filters, field: () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Genre' }) } as const;

it('a list chosen in the painted part shows the choice in the new list before the takeover, which hands it to React', async () => {
  searched.length = 0;
  container.innerHTML = fragmentHtml('build-0', Filters, FILTERS.id);
  const painted = FILTERS.field();
  painted.value = 'poetry'; // chosen before any script ran: the browser fires input, then change (the gate holds it)
  painted.dispatchEvent(new Event('input', { bubbles: true }));
  painted.dispatchEvent(new Event('change', { bubbles: true }));
  let shown: string | undefined;
  renderAfresh((list) => {
    shown = list.value; // what the reader sees until the takeover: not "All genres" for a moment
  }, FILTERS);
  await takenOver();
  expect(shown).toBe('poetry');
  const list = FILTERS.field();
  expect(list).toHaveValue('poetry');
  list.form?.requestSubmit();
  expect(searched).toEqual(['poetry']); // React has it
});
