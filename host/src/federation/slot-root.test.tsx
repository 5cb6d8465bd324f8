import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
import { PENDING_AUTH, slotIdPrefix, SlotProviders, type SlotContext } from '@wanderpages/shared';
import { createSlotBridge, mountSlot, releaseSlot } from './slot-root';

const context: SlotContext = {
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  navigator: { createHref: (to) => String(to), go: () => undefined, push: () => undefined, replace: () => undefined },
  auth: { ...PENDING_AUTH, status: 'signed-out' },
};

function Section() {
  return (
    <section aria-label="Featured books">
      <h2>Featured Mediterranean classics</h2>
    </section>
  );
}

/** The HTML the edge puts in a slot: the fragment's root, rendered from the same providers as the browser's. */
function fragmentHtml(buildId: string): string {
  const view = renderToString(
    <SlotProviders context={{ ...context, auth: PENDING_AUTH }}>
      <Section />
    </SlotProviders>,
    { identifierPrefix: slotIdPrefix('catalogue/FeaturedBooks') },
  );
  return `<div data-fragment="catalogue/FeaturedBooks" data-build="${buildId}">${view}</div>`;
}

let container: HTMLDivElement;
beforeEach(() => {
  container = document.createElement('div');
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
    container.innerHTML = fragmentHtml('build-1');
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
    container.innerHTML = fragmentHtml('build-0');
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
});
