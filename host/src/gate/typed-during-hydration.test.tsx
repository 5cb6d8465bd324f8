import { startTransition, useState, type FormEvent } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { holdInteractions, replayHeld } from './held-interactions';

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

/** Types as a browser does: the value, then an input event. */
function type(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('a sign-in form typed into while its remote takes it over', () => {
  beforeAll(() => holdInteractions());

  it.each([
    ['both fields before the hydration starts', 0],
    ['the password once the hydration has started, before it is done', 1],
  ])('submits what was typed: %s', async (_, typedDuring) => {
    const sent: Array<[string, string]> = [];
    const slot = document.createElement('div');
    slot.dataset.slotContent = '';
    const fragment = document.createElement('div');
    fragment.innerHTML = renderToString(<SignIn onSubmit={() => undefined} />);
    slot.append(fragment);
    document.body.replaceChildren(slot);
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
    slot.dataset.takeover = 'hydrated';
    await act(async () => {
      replayHeld(slot);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(password).toHaveValue('correct-horse-battery'); // still in the field the person sees
    if (typedDuring === 0) expect(sent).toEqual([['reader@example.com', 'correct-horse-battery']]); // the held submission
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(sent.at(-1)).toEqual(['reader@example.com', 'correct-horse-battery']);
  });
});
