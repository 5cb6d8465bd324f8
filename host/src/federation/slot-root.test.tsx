import { act } from 'react';
import { screen } from '@testing-library/react';
import { holdInteractions } from '../gate/held-interactions';
import { NewsletterForm } from '../testing/newsletter-form';
import { fragmentHtml, SIGNED_OUT_CONTEXT as context, takeoverEvents } from '../testing/slot-fixtures';
import { type } from '../testing/typing';
import { createSlotBridge, mountSlot, releaseSlot } from './slot-root';

function Section() {
  return (
    <section aria-label="Featured books">
      <h2>Featured Mediterranean classics</h2>
    </section>
  );
}

let container: HTMLDivElement;
beforeAll(() => holdInteractions()); // what the start gate does before any slot is taken over
beforeEach(() => {
  container = document.createElement('div');
  container.dataset.slotContent = ''; // as RemoteSlot's element is: the owner the gate holds interactions for
  document.body.append(container);
});
afterEach(async () => {
  releaseSlot(container);
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  container.remove();
});

const NO_EVENTS = { onUncaughtError: () => undefined, onTakenOver: () => undefined };

describe('mountSlot', () => {
  it('hydrates a fragment of the same build, keeping the painted nodes', async () => {
    container.innerHTML = fragmentHtml('build-1', Section, 'catalogue/FeaturedBooks');
    const painted = screen.getByRole('heading', { name: 'Featured Mediterranean classics' });
    let mode: string | undefined;
    const committed: string[] = [];
    await act(async () => {
      mode = mountSlot(container, 'catalogue/FeaturedBooks', 'build-1', Section, createSlotBridge(context), {
        onUncaughtError: () => undefined,
        // What the slot's takeover waits for: the heading is hydrated (the same node) by then.
        onTakenOver: () => committed.push(screen.getByRole('heading', { name: 'Featured Mediterranean classics' }) === painted ? 'same node' : 'other node'),
      });
    });
    expect(mode).toBe('hydrated');
    expect([...new Set(committed)]).toEqual(['same node']); // once per effect run (StrictMode runs it twice in development)
    expect(screen.getByRole('heading', { name: 'Featured Mediterranean classics' })).toBe(painted);
  });

  it('renders fresh in place when the fragment comes from another build', async () => {
    container.innerHTML = fragmentHtml('build-0', Section, 'catalogue/FeaturedBooks');
    const stale = screen.getByRole('heading', { name: 'Featured Mediterranean classics' });
    let mode: string | undefined;
    await act(async () => {
      mode = mountSlot(container, 'catalogue/FeaturedBooks', 'build-1', Section, createSlotBridge(context), NO_EVENTS);
    });
    expect(mode).toBe('rendered');
    const fresh = screen.getByRole('heading', { name: 'Featured Mediterranean classics' });
    expect(fresh).not.toBe(stale);
    // The fresh render is stamped with the build it comes from, like a fragment.
    expect(fresh.closest('[data-build]')).toHaveAttribute('data-build', 'build-1'); // eslint-disable-line testing-library/no-node-access
  });

  it('renders into an empty slot (a page reached by client-side navigation)', async () => {
    await act(async () => {
      mountSlot(container, 'catalogue/FeaturedBooks', 'build-1', Section, createSlotBridge(context), NO_EVENTS);
    });
    expect(screen.getByRole('region', { name: 'Featured books' })).toBeInTheDocument();
  });

  describe('a field being typed into when the fresh render replaces it', () => {
    /** The reader types into the painted field, then the fragment's older build is rendered afresh and replayed into. */
    async function typeWhileTakenOverAfresh(elsewhere?: HTMLElement): Promise<HTMLInputElement> {
      container.innerHTML = fragmentHtml('build-0', NewsletterForm, 'engagement/NewsletterSection');
      const painted = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
      painted.focus();
      type(painted, 'reader@exa');
      elsewhere?.focus();
      await act(async () => {
        mountSlot(container, 'engagement/NewsletterSection', 'build-1', NewsletterForm, createSlotBridge(context), takeoverEvents(container, 'rendered'));
      });
      const fresh = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
      expect(fresh).not.toBe(painted);
      return fresh;
    }

    it('keeps the focus: the new field has it, with the text typed so far', async () => {
      const field = await typeWhileTakenOverAfresh();
      expect(field).toHaveValue('reader@exa');
      expect(field).toHaveFocus(); // the next letter goes into the field, not to <body>
    });

    it('leaves the focus where the reader took it meanwhile', async () => {
      const search = document.createElement('input');
      search.setAttribute('aria-label', 'Search');
      document.body.append(search);
      try {
        await typeWhileTakenOverAfresh(search);
        expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
      } finally {
        search.remove();
      }
    });
  });
});
