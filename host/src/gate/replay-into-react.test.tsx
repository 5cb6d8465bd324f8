import { useState, type FormEvent } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdInteractions, replayHeld } from './held-interactions';

/** A controlled form, as the newsletter section is: its handler reads React state, not the DOM. */
function Newsletter({ onSubscribe }: { onSubscribe: (email: string) => void }) {
  const [email, setEmail] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubscribe(email);
  }
  return (
    <form onSubmit={submit}>
      <label>
        Email address <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button>Subscribe</button>
    </form>
  );
}

describe('a form filled in and submitted before its hydration', () => {
  beforeAll(() => holdInteractions());

  it('is submitted once hydrated, with what was typed in React state', async () => {
    const subscribed: string[] = [];
    const slot = document.createElement('div');
    slot.dataset.slotContent = '';
    const fragment = document.createElement('div');
    fragment.dataset.fragment = 'engagement/NewsletterSection';
    fragment.innerHTML = renderToString(<Newsletter onSubscribe={() => undefined} />);
    slot.append(fragment);
    document.body.replaceChildren(slot);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' });
    input.value = 'reader@example.com'; // typed before any script ran
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })); // its submission is held
    await act(async () => {
      hydrateRoot(fragment, <Newsletter onSubscribe={(email) => subscribed.push(email)} />);
    });
    expect(subscribed).toEqual([]);
    slot.dataset.takeover = 'hydrated';
    await act(async () => {
      replayHeld(slot);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(subscribed).toEqual(['reader@example.com']);
    expect(input).toHaveValue('reader@example.com');
  });

  it('keeps what was typed without a submission: a submission after the takeover sends it', async () => {
    const subscribed: string[] = [];
    const slot = document.createElement('div');
    slot.dataset.slotContent = '';
    const fragment = document.createElement('div');
    fragment.innerHTML = renderToString(<Newsletter onSubscribe={() => undefined} />);
    slot.append(fragment);
    document.body.replaceChildren(slot);
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Email address' }).value = 'early@example.com';
    await act(async () => {
      hydrateRoot(fragment, <Newsletter onSubscribe={(email) => subscribed.push(email)} />);
    });
    slot.dataset.takeover = 'hydrated';
    await act(async () => replayHeld(slot));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })); // taken over: handled by React at once
    expect(subscribed).toEqual(['early@example.com']);
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
      </select>
    </label>
  );
}

describe('a choice made in a list before its hydration', () => {
  beforeAll(() => holdInteractions());

  it('is made again once hydrated, so the script acts on it and a re-render keeps it', async () => {
    const chosen: string[] = [];
    const slot = document.createElement('div');
    slot.dataset.slotContent = '';
    const fragment = document.createElement('div');
    fragment.innerHTML = renderToString(<Filter onChoose={() => undefined} />);
    slot.append(fragment);
    document.body.replaceChildren(slot);
    const list = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Region' });
    list.value = 'kerala'; // chosen before any script ran: the browser fires input, then change
    fireEvent.input(list);
    fireEvent.change(list);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(fragment, <Filter onChoose={(value) => chosen.push(value)} />);
    });
    slot.dataset.takeover = 'hydrated';
    await act(async () => {
      replayHeld(slot);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(chosen).toEqual(['kerala']);
    // React's state has it: a re-render does not put the list back to "All regions".
    await act(async () => root?.render(<Filter onChoose={(value) => chosen.push(value)} />));
    expect(list).toHaveValue('kerala');
  });
});
