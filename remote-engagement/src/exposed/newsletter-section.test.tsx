/** The home page newsletter form against the real embedded backend (docs/product/texts-and-errors.md#newsletter-form). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase, onEvent } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { dismissToasts } from '../../../jest/dismiss-toasts';
import { serviceClient, testBackend, uniqueEmail } from '../../../jest/test-backend';
import { NewsletterSection } from './newsletter-section';

async function rowsFor(email: string) {
  const { data, error } = await serviceClient().from('newsletter_signups').select('email, source').eq('email', email);
  if (error) throw new Error(error.message);
  return data;
}

function renderSection() {
  renderWithProviders(<NewsletterSection />);
  const section = screen.getByRole('region', { name: 'Travel reads, delivered' });
  return {
    section,
    field: within(section).getByRole('textbox', { name: 'Email address' }),
    button: within(section).getByRole('button', { name: 'Subscribe' }),
  };
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

describe('NewsletterSection', () => {
  it('is the #newsletter section with a heading and a required email field', () => {
    const { section, field } = renderSection();
    expect(section).toHaveAttribute('id', 'newsletter');
    expect(within(section).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toBeRequired();
  });

  it('subscribes a trimmed, lower-cased email with source homepage_newsletter, then clears the field', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const user = userEvent.setup();
    const email = uniqueEmail('home');
    const announced: string[] = [];
    const stop = onEvent('wanderpages:newsletter-subscribed', ({ source }) => announced.push(source));
    const { field } = renderSection();

    await user.type(field, `  ${email.toUpperCase()}  {Enter}`);

    expect(await screen.findByText('Welcome to Wanderpages!')).toBeInTheDocument();
    expect(screen.getByText("You'll receive our curated book recommendations for your next adventure.")).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(await rowsFor(email)).toEqual([{ email, source: 'homepage_newsletter' }]);
    expect(announced).toEqual(['homepage_newsletter']);
    stop();
  });

  it('keeps what the reader typed while the signup was on its way, and a success clears only the address it sent', async () => {
    // The backend is configured only after the typing: the signup is held until then, deterministically.
    const user = userEvent.setup();
    const sent = uniqueEmail('sent');
    const { field } = renderSection();
    await user.type(field, `${sent}{Enter}`);
    expect(screen.getByRole('button', { name: 'Subscribing...' })).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'bob@exa');

    configureSupabase(testBackend().url, testBackend().anonKey);
    expect(await screen.findByText('Welcome to Wanderpages!')).toBeInTheDocument();
    expect(field).toHaveValue('bob@exa');
    expect(await rowsFor(sent)).toEqual([{ email: sent, source: 'homepage_newsletter' }]);
  });

  it('says Already subscribed! for an email that is on the list, whatever its letter case', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const user = userEvent.setup();
    const email = uniqueEmail('again');
    const { error } = await serviceClient().from('newsletter_signups').insert({ email, source: 'chatbot' });
    expect(error).toBeNull();
    const { field, button } = renderSection();

    await user.type(field, email.replace('again', 'AGAIN'));
    await user.click(button);

    expect(await screen.findByText('Already subscribed!')).toBeInTheDocument();
    expect(screen.getByText('This email is already on our newsletter list.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome to Wanderpages!')).not.toBeInTheDocument();
    expect(await rowsFor(email)).toEqual([{ email, source: 'chatbot' }]);
  });

  it('ignores an empty submission', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const user = userEvent.setup();
    const { field, button } = renderSection();
    await user.click(button);
    expect(field).toBeInvalid();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByRole('button', { name: 'Subscribing...' })).not.toBeInTheDocument();
  });

  it('keeps focus on Subscribe while it says Subscribing... (unavailable, not disabled), and one press makes one signup', async () => {
    // The backend is configured only after the presses: the signup is held until then, deterministically.
    const user = userEvent.setup();
    const email = uniqueEmail('once');
    const { field, button } = renderSection();
    await user.type(field, email);
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const busy = screen.getByRole('button', { name: 'Subscribing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.type(field, '{Enter}');

    configureSupabase(testBackend().url, testBackend().anonKey);
    expect(await screen.findByText('Welcome to Wanderpages!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe' })).not.toHaveAttribute('aria-disabled');
    expect(await rowsFor(email)).toEqual([{ email, source: 'homepage_newsletter' }]);
    expect(screen.queryByText('Already subscribed!')).not.toBeInTheDocument();
  });
});
