/**
 * The chat's email signup against the real embedded backend (docs/product/texts-and-errors.md#chat). Real timers throughout:
 * supabase-js and HTTP need them, so the bot's first reply is awaited (about 1 second) rather than faked.
 */
import type { ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { dismissToasts } from '../../../jest/dismiss-toasts';
import { serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { ChatWidget } from './chat-widget';

/**
 * Opens the chat, says hello, and waits for the email prompt that follows the bot's first reply. `page` is more of
 * the page, rendered before the widget (the bot's reply does not need the backend).
 */
async function reachEmailPrompt(page?: ReactNode) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      {page}
      <ChatWidget />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Open chat' }));
  const dialog = screen.getByRole('dialog', { name: 'Chat with Wanderpages' });
  await user.type(within(dialog).getByRole('textbox', { name: 'Your message' }), 'Any books about Kyoto?{Enter}');
  const email = await within(dialog).findByRole('textbox', { name: 'Your email address' }, { timeout: 3000 });
  return { user, dialog, log: within(dialog).getByRole('log'), email };
}

async function sourcesFor(email: string) {
  const { data, error } = await serviceClient().from('newsletter_signups').select('email, source').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

beforeEach(async () => {
  await resetSupabaseForTests();
});

afterEach(() => {
  dismissToasts();
});

afterAll(async () => {
  await resetSupabaseForTests();
});

describe('ChatWidget email signup', () => {
  it('signs the reader up with source chatbot, welcomes them, toasts, and hides the form', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const address = uniqueEmail('chat');
    const { user, dialog, log, email } = await reachEmailPrompt();

    await user.type(email, `${address.toUpperCase()}{Enter}`);

    expect(await screen.findByText('Welcome aboard!')).toBeInTheDocument();
    expect(screen.getByText("You'll receive our travel book recommendations in your inbox.")).toBeInTheDocument();
    expect(within(log).getByText(/Welcome to the Wanderpages reading community/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Your email address' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    expect(await sourcesFor(address)).toEqual([{ email: address, source: 'chatbot' }]);
  });

  it('leaves the focus where the reader took it while the signup was on its way', async () => {
    // The backend is configured only after the reader has moved on: the signup is held until then, deterministically.
    const address = uniqueEmail('away');
    const { user, dialog, email } = await reachEmailPrompt(
      <label>
        Notes on the page
        <input />
      </label>,
    );
    await user.type(email, `${address}{Enter}`);
    expect(within(dialog).getByRole('button', { name: 'Joining...' })).toBeInTheDocument();
    const pageField = screen.getByRole('textbox', { name: 'Notes on the page' });
    await user.click(pageField);
    await user.type(pageField, 'ab');

    configureSupabase(testBackend().url, testBackend().anonKey);
    expect(await screen.findByText('Welcome aboard!')).toBeInTheDocument();
    await user.keyboard('c');
    expect(pageField).toHaveFocus();
    expect(pageField).toHaveValue('abc');
    expect(within(dialog).getByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(await sourcesFor(address)).toEqual([{ email: address, source: 'chatbot' }]);
  });

  it('tells a reader already on the list so in the chat, and hides the form', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const address = uniqueEmail('known');
    const { error } = await serviceClient().from('newsletter_signups').insert({ email: address, source: 'homepage_newsletter' });
    expect(error).toBeNull();
    const { user, dialog, log, email } = await reachEmailPrompt();

    await user.type(email, address);
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));

    expect(await within(log).findByText(/already part of our reading community/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Your email address' })).not.toBeInTheDocument();
    expect(screen.queryByText('Welcome aboard!')).not.toBeInTheDocument();
    expect(await sourcesFor(address)).toEqual([{ email: address, source: 'homepage_newsletter' }]);
  });
});
