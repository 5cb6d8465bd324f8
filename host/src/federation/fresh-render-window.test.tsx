import { screen } from '@testing-library/react';
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

/** Mounts the newer build, and calls `meanwhile` right after the commit that replaced the painted form. */
function renderAfresh(meanwhile: (field: HTMLInputElement) => void): void {
  const painted = screen.getByRole('textbox', { name: 'Email address' });
  const observer = new MutationObserver(() => {
    if (painted.isConnected) return;
    observer.disconnect();
    // The commit is done (its layout effects moved the focus to the new field); its effects have not run.
    expect(container).not.toHaveAttribute('data-takeover');
    meanwhile(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }));
  });
  observer.observe(container, { childList: true, subtree: true });
  mountSlot(container, 'engagement/NewsletterSection', 'build-1', Newsletter, createSlotBridge(SIGNED_OUT_CONTEXT), takeoverEvents(container, 'rendered'));
}

it('Enter pressed in the new field before the takeover sends what the reader typed in the painted one', async () => {
  const painted = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  painted.focus();
  type(painted, 'reader@example.com');
  renderAfresh((field) => {
    expect(field).toHaveFocus();
    expect(field).toHaveValue('reader@example.com'); // what the reader sees in it, and presses Enter on
    field.form?.requestSubmit(); // Enter: the form's implicit submission
  });
  await takenOver();
  expect(subscribed).toEqual(['reader@example.com']);
  expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@example.com');
});

it('a letter typed in the new field before the takeover goes on the end of what was typed, not in place of it', async () => {
  const painted = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  painted.focus();
  type(painted, 'reader@example.co');
  renderAfresh((field) => type(field, `${field.value}m`));
  await takenOver();
  const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
  expect(field).toHaveValue('reader@example.com');
  field.form?.requestSubmit();
  expect(subscribed).toEqual(['reader@example.com']);
});
