import { startTransition, useState, type FormEvent, type ReactElement } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RemoteModuleId } from '@wanderpages/shared';
import { createSlotBridge, mountSlot } from '../federation/slot-root';
import { SIGNED_OUT_CONTEXT, takeoverEvents } from '../testing/slot-fixtures';
import { NewsletterForm } from '../testing/newsletter-form';
import { TakingOver } from '../testing/taking-over';
import { type } from '../testing/typing';
import { holdInteractions, replayHeld } from './held-interactions';

/** A remote's fragment as the edge serves it: server markup in a slot no script has taken over yet. */
function mountFragment(markup: ReactElement, module?: string): { slot: HTMLDivElement; fragment: HTMLDivElement } {
  const slot = document.createElement('div');
  slot.dataset.slotContent = '';
  const fragment = document.createElement('div');
  if (module) fragment.dataset.fragment = module;
  fragment.innerHTML = renderToString(markup);
  slot.append(fragment);
  document.body.replaceChildren(slot);
  return { slot, fragment };
}

/** What RemoteSlot does once the slot's hydrated root has committed: marks it taken over, then the replay's task. */
async function takeOverAndReplay(slot: HTMLElement): Promise<void> {
  slot.dataset.takeover = 'hydrated';
  await act(async () => {
    replayHeld(slot);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The slot's root renders a newer build in place of the painted fragment, then takes over (slot-root.tsx). */
async function renderAfresh(slot: HTMLDivElement, id: RemoteModuleId, successor: ReactElement): Promise<void> {
  await act(async () => {
    mountSlot(slot, id, 'a-newer-build', () => successor, createSlotBridge(SIGNED_OUT_CONTEXT), takeoverEvents(slot, 'rendered'));
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the replay's task
}

describe('a form filled in and submitted before its hydration', () => {
  beforeAll(() => holdInteractions());

  it('is submitted once hydrated, with what was typed in React state', async () => {
    const subscribed: string[] = [];
    const { slot, fragment } = mountFragment(<NewsletterForm onSubscribe={() => undefined} />, 'engagement/NewsletterSection');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
    input.value = 'reader@example.com'; // typed before any script ran
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })); // its submission is held
    await act(async () => {
      hydrateRoot(fragment, <NewsletterForm onSubscribe={(email) => subscribed.push(email)} />);
    });
    expect(subscribed).toEqual([]);
    await takeOverAndReplay(slot);
    expect(subscribed).toEqual(['reader@example.com']);
    expect(input).toHaveValue('reader@example.com');
  });

  it('is sent with what the form held when it was submitted; what was typed after it comes back into the field', async () => {
    const subscribed: string[] = [];
    const { slot, fragment } = mountFragment(<NewsletterForm onSubscribe={() => undefined} />, 'engagement/NewsletterSection');
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
    type(input, 'first@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })); // held
    type(input, 'second@example.com'); // the reader goes on typing: a corrected address, or another
    await act(async () => {
      hydrateRoot(fragment, <NewsletterForm onSubscribe={(email) => subscribed.push(email)} />);
    });
    await takeOverAndReplay(slot);
    expect(subscribed).toEqual(['first@example.com']);
    expect(input).toHaveValue('second@example.com');
    // And in React's state too: the next submission sends it.
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribed).toEqual(['first@example.com', 'second@example.com']);
  });

  it('keeps what was typed without a submission: a submission after the takeover sends it', async () => {
    const subscribed: string[] = [];
    const { slot, fragment } = mountFragment(<NewsletterForm onSubscribe={() => undefined} />);
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }).value = 'early@example.com';
    await act(async () => {
      hydrateRoot(fragment, <NewsletterForm onSubscribe={(email) => subscribed.push(email)} />);
    });
    slot.dataset.takeover = 'hydrated';
    await act(async () => replayHeld(slot));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })); // taken over: handled by React at once
    expect(subscribed).toEqual(['early@example.com']);
  });
});

/** A search field whose form sends what React holds, as the header's and the shelf's do. */
function Query({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query);
      }}
    >
      <label>
        Search <input type="search" name="q" value={query} onChange={(event) => setQuery(event.target.value)} />
      </label>
    </form>
  );
}

describe('text typed before the takeover, with the reader editing inside it', () => {
  beforeAll(() => holdInteractions());

  it.each([
    ['the caret after a typo', 3, 3, 'none'],
    ['a word selected backwards, to type over it', 5, 10, 'backward'],
  ] as const)('keeps where the reader was in the text: %s', async (_, start, end, direction) => {
    const searches: string[] = [];
    const { slot, fragment } = mountFragment(<Query onSearch={() => undefined} />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
    type(input, 'helo world');
    input.focus();
    input.setSelectionRange(start, end, direction);
    await act(async () => {
      hydrateRoot(fragment, <Query onSearch={(query) => searches.push(query)} />);
    });
    await takeOverAndReplay(slot);
    // Handing the text to React set the field's value, which puts the caret at the end: the next key pressed would
    // have landed there ("helo worldl"), and a selection would have been lost.
    expect([input.selectionStart, input.selectionEnd, input.selectionDirection]).toEqual([start, end, direction]);
    fireEvent.submit(input);
    expect(searches).toEqual(['helo world']); // and React has the text
  });
});

/** A filter that acts on change, as the shelf's are: the choice goes into the address (here, a list of them). */
function Filter({ onChoose }: { onChoose: (value: string) => void }) {
  const [region, setRegion] = useState('');
  return (
    <label>
      Region
      <select
        value={region}
        onChange={(event) => {
          setRegion(event.target.value);
          onChoose(event.target.value);
        }}
      >
        <option value="">All regions</option>
        <option value="kerala">Kerala</option>
        <option value="tokyo">Tokyo</option>
      </select>
    </label>
  );
}

describe('a choice made in a list before its hydration', () => {
  beforeAll(() => holdInteractions());

  it('is made again once hydrated, so the script acts on it and a re-render keeps it', async () => {
    const chosen: string[] = [];
    const { slot, fragment } = mountFragment(<Filter onChoose={() => undefined} />);
    const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' });
    list.value = 'kerala'; // chosen before any script ran: the browser fires input, then change
    fireEvent.input(list);
    fireEvent.change(list);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(fragment, <Filter onChoose={(value) => chosen.push(value)} />);
    });
    await takeOverAndReplay(slot);
    expect(chosen).toEqual(['kerala']);
    // React's state has it: a re-render does not put the list back to "All regions".
    await act(async () => root?.render(<Filter onChoose={(value) => chosen.push(value)} />));
    expect(list).toHaveValue('kerala');
  });

  // The browser fires a list's input and change in one task. On the input, React finishes a hydration in progress
  // at once, commits, and runs the takeover's effects (a discrete event's), all before the change; a render right
  // after hydration (the shelf's, for what the browser knows that the HTML did not) writes the list's rendered value
  // back. Where the host's root sits above the slot, its listener hears the input first, so the takeover's replay
  // starts watching for the reader's newer choices before the input has reached the slot.
  it.each([
    ['the slot alone', false],
    ["the host's root above the slot", true],
  ])('is made once, by the replay, where its input event would have React finish the hydration and take over before its change: %s', async (_, hostAbove) => {
    const chosen: string[] = [];
    const { slot, fragment } = mountFragment(<Filter onChoose={() => undefined} />);
    if (hostAbove) {
      const host = document.createElement('div');
      host.append(slot);
      document.body.replaceChildren(host);
      createRoot(host); // React listens on a root's container from the start
    }
    const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' });
    await act(async () => {
      startTransition(() => void hydrateRoot(fragment, <TakingOver slot={slot}>{(hydrated) => <Filter onChoose={(value) => hydrated && chosen.push(value)} />}</TakingOver>));
      // Chosen while the hydration is under way (fired by hand: inside act, before React's queue is flushed).
      list.value = 'kerala';
      list.dispatchEvent(new Event('input', { bubbles: true }));
      list.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the replay, a task after the takeover
    expect(list).toHaveValue('kerala');
    expect(chosen).toEqual(['kerala']);
  });

  it('is not made again over a choice the reader makes after the takeover, before the replay', async () => {
    const chosen: string[] = [];
    const { slot, fragment } = mountFragment(<Filter onChoose={() => undefined} />);
    const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' });
    list.value = 'kerala'; // chosen before any script ran, and held
    fireEvent.input(list);
    fireEvent.change(list);
    await act(async () => {
      hydrateRoot(fragment, <Filter onChoose={(value) => chosen.push(value)} />);
    });
    slot.dataset.takeover = 'hydrated';
    replayHeld(slot); // nothing typed to hand over: the held choice waits for the next task
    fireEvent.change(list, { target: { value: 'tokyo' } }); // the reader's newer choice, handled by React at once
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(list).toHaveValue('tokyo');
    expect(chosen).toEqual(['tokyo']);
  });
});

/** A controlled sign-in form, as the engagement remote's is: its handler reads React state, not the DOM. */
function SignIn({ onSubmit }: { onSubmit: (email: string, password: string) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(email, password);
  }
  return (
    <form onSubmit={submit}>
      <label>
        Email <input type="email" name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Password <input type="password" name="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button>Sign In</button>
    </form>
  );
}

describe('a sign-in form typed into while its remote takes it over', () => {
  beforeAll(() => holdInteractions());

  it.each([
    ['both fields before the hydration starts', 0],
    ['the password once the hydration has started, before it is done', 1],
  ])('submits what was typed: %s', async (_, typedDuring) => {
    const sent: Array<[string, string]> = [];
    const { slot, fragment } = mountFragment(<SignIn onSubmit={() => undefined} />);
    const email = screen.getByLabelText<HTMLInputElement>('Email');
    const password = screen.getByLabelText<HTMLInputElement>('Password');

    type(email, 'reader@example.com');
    if (typedDuring === 0) {
      type(password, 'correct-horse-battery');
      fireEvent.click(screen.getByRole('button', { name: 'Sign In' })); // held: no script has the form yet
    }
    await act(async () => {
      startTransition(() => void hydrateRoot(fragment, <SignIn onSubmit={(...values) => sent.push(values)} />));
      if (typedDuring === 1) type(password, 'correct-horse-battery');
    });
    await takeOverAndReplay(slot);
    expect(password).toHaveValue('correct-horse-battery'); // still in the field the person sees
    if (typedDuring === 0) expect(sent).toEqual([['reader@example.com', 'correct-horse-battery']]); // the held submission
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(sent.at(-1)).toEqual(['reader@example.com', 'correct-horse-battery']);
  });
});

/** A button that acts only through script, as the chat launcher is. */
function Launcher({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" onClick={onOpen}>
      Open chat
    </button>
  );
}

/** The chat launcher as it is: each press opens or closes the chat. */
function ToggleLauncher({ onToggle }: { onToggle: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <button
      type="button"
      aria-expanded={open}
      onClick={() => {
        setOpen(!open);
        onToggle(!open);
      }}
    >
      Open chat
    </button>
  );
}

describe('a toggle pressed before the takeover and pressed again after it, before the replay', () => {
  beforeAll(() => holdInteractions());

  it('is left as the newer press left it: the held press is not replayed over it', async () => {
    const toggles: boolean[] = [];
    const { slot, fragment } = mountFragment(<ToggleLauncher onToggle={() => undefined} />);
    const button = screen.getByRole('button', { name: 'Open chat' });
    fireEvent.click(button); // held: nothing happens, so the reader presses again once it works
    await act(async () => {
      hydrateRoot(fragment, <ToggleLauncher onToggle={(open) => toggles.push(open)} />);
    });
    slot.dataset.takeover = 'hydrated';
    replayHeld(slot); // the held press waits for the next task
    fireEvent.click(button); // the reader's newer press, handled by React at once
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(toggles).toEqual([true]);
  });
});

describe('pressed after its remote has hydrated, before the slot is marked taken over', () => {
  beforeAll(() => holdInteractions());

  it('a sign-in is sent once, after the takeover, with both typed values (React alone would send empty ones)', async () => {
    const sent: Array<[string, string]> = [];
    const { slot, fragment } = mountFragment(<SignIn onSubmit={() => undefined} />);
    type(screen.getByLabelText<HTMLInputElement>('Email'), 'reader@example.com');
    type(screen.getByLabelText<HTMLInputElement>('Password'), 'correct-horse-battery');
    await act(async () => {
      hydrateRoot(fragment, <SignIn onSubmit={(...values) => sent.push(values)} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' })); // the root has hydrated; the slot is still pending
    expect(sent).toEqual([]);
    await takeOverAndReplay(slot);
    expect(sent).toEqual([['reader@example.com', 'correct-horse-battery']]);
  });

  it('a script button is clicked once, after the takeover', async () => {
    let opened = 0;
    const { slot, fragment } = mountFragment(<Launcher onOpen={() => undefined} />);
    await act(async () => {
      hydrateRoot(fragment, <Launcher onOpen={() => (opened += 1)} />);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(opened).toBe(0);
    await takeOverAndReplay(slot);
    expect(opened).toBe(1);
  });
});

describe('a form filled in and submitted before its part was rendered afresh (a fragment from another build)', () => {
  beforeAll(() => holdInteractions());

  async function typeSubmitThenRenderAfresh(successor: ReactElement): Promise<HTMLDivElement> {
    const { slot } = mountFragment(<NewsletterForm onSubscribe={() => undefined} />, 'engagement/NewsletterSection');
    fireEvent.input(screen.getByRole('textbox', { name: 'Email address' }), { target: { value: 'fresh@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })); // held
    await renderAfresh(slot, 'engagement/NewsletterSection', successor);
    return slot;
  }

  it('types the text into the new field and submits the new form', async () => {
    const subscribed: string[] = [];
    await typeSubmitThenRenderAfresh(<NewsletterForm onSubscribe={(email) => subscribed.push(email)} />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('fresh@example.com');
    expect(subscribed).toEqual(['fresh@example.com']);
  });

  it('never submits a form of another shape in its place, though the text still reaches its field', async () => {
    const subscribed: string[] = [];
    await typeSubmitThenRenderAfresh(<NewsletterForm extraField onSubscribe={(email) => subscribed.push(email)} />);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('fresh@example.com');
    expect(subscribed).toEqual([]);
  });
});

describe('a script button pressed before its part was rendered afresh', () => {
  beforeAll(() => holdInteractions());

  it('is clicked once on its successor, the button of the same name at the same place', async () => {
    let opened = 0;
    const { slot } = mountFragment(<Launcher onOpen={() => undefined} />, 'engagement/ChatWidget');
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' })); // held
    await renderAfresh(slot, 'engagement/ChatWidget', <Launcher onOpen={() => (opened += 1)} />);
    expect(opened).toBe(1);
  });
});

/** A named list that acts on change, as each of the shelf's filters does. */
function NamedList({ label, name, options, onChoose }: { label: string; name: string; options: Array<[string, string]>; onChoose: (name: string, value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <label>
      {label}
      <select
        name={name}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          onChoose(name, event.target.value);
        }}
      >
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The shelf's filters as a form of named lists: a fresh render's successors are found by form and name. */
function NamedFilters({ onChoose, regions = ['kerala', 'tokyo'] }: { onChoose: (name: string, value: string) => void; regions?: string[] }) {
  return (
    <form method="get" action="/books">
      <NamedList label="Region" name="region" options={[['', 'All regions'], ...regions.map((slug): [string, string] => [slug, slug])]} onChoose={onChoose} />
      <NamedList label="Genre" name="genre" options={[['', 'All genres'], ['poetry', 'Poetry']]} onChoose={onChoose} />
    </form>
  );
}

describe('choices made in lists before their part was rendered afresh', () => {
  beforeAll(() => holdInteractions());

  async function chooseThenRenderAfresh(successor: ReactElement): Promise<void> {
    const { slot } = mountFragment(<NamedFilters onChoose={() => undefined} />, 'catalogue/CatalogueRoutes');
    for (const [name, value] of [['Region', 'tokyo'], ['Genre', 'poetry']] as const) {
      const list = screen.getByRole<HTMLSelectElement>('combobox', { name });
      list.value = value; // chosen before any script ran: the browser fires input, then change
      fireEvent.input(list);
      fireEvent.change(list);
    }
    await renderAfresh(slot, 'catalogue/CatalogueRoutes', successor);
  }

  it('are made again in the new lists of the same names, so the script acts on them', async () => {
    const chosen: string[] = [];
    await chooseThenRenderAfresh(<NamedFilters onChoose={(name, value) => chosen.push(`${name}=${value}`)} />);
    expect(chosen).toEqual(['region=tokyo', 'genre=poetry']);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('tokyo');
    expect(screen.getByRole('combobox', { name: 'Genre' })).toHaveValue('poetry');
  });

  it('are left out where the new list no longer offers the choice, and never land in another list', async () => {
    const chosen: string[] = [];
    await chooseThenRenderAfresh(<NamedFilters regions={['kerala']} onChoose={(name, value) => chosen.push(`${name}=${value}`)} />);
    expect(chosen).toEqual(['genre=poetry']);
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('');
  });
});
