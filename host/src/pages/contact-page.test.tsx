import { act } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureSupabase } from '@wanderpages/shared';
import { resetSupabaseForTests } from '@wanderpages/shared/testing';
import { expectConsole } from '../../../jest/console-guard';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { serviceClient, testBackend } from '../../../jest/test-backend';
import { ContactPage } from './contact-page';

afterAll(async () => {
  await resetSupabaseForTests();
});

describe('ContactPage', () => {
  it('lists the contact details and opening hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday 9AM to 5PM EST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@wanderpages.com' })).toHaveAttribute('href', 'mailto:hello@wanderpages.com');
    expect(screen.getByRole('link', { name: 'Submit a Book for Review' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:submissions@wanderpages.com'),
    );
  });

  it('keeps an incomplete message, stores a complete one and confirms it on the page', async () => {
    configureSupabase(testBackend().url, testBackend().anonKey);
    const subject = `Lisbon & Porto ${Date.now()}`;
    renderWithProviders(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // The browser's required-field check stops the submission, before the form's own blank check (which would
    // say so in the alert and mark the fields aria-invalid): nothing typed is lost, nothing is sent.
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(screen.getByLabelText(label)).toBeRequired();
    expect(screen.getByLabelText('Name')).toBeValid();
    for (const label of ['Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label)).toBeInvalid();
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    }
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Example.com ');
    await userEvent.type(screen.getByLabelText('Subject'), subject);
    await userEvent.type(screen.getByLabelText('Message'), 'Any books on the Douro?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('heading', { name: 'Thanks, Ada! Your message has reached us.' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('We read every message and reply to ada@example.com within two working days.');
    const { data } = await serviceClient().from('contact_messages').select('name, email, message, read_at').eq('subject', subject);
    expect(data).toEqual([{ name: 'Ada', email: 'ada@example.com', message: 'Any books on the Douro?', read_at: null }]);

    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });

  it('refuses a blank message with a clear error beside the form, and sends nothing', async () => {
    renderWithProviders(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), '   ');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in every field.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
    // The blank field says so beside itself, and is read as invalid with that text; the others are not.
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Fill in the subject.');
    expect(screen.getByLabelText('Message')).not.toHaveAttribute('aria-invalid');
    // And the focus is on it, as the browser's own check puts it on an empty required field: the reader types there.
    expect(screen.getByLabelText('Subject')).toHaveFocus();
  });

  it('says the message could not be sent when the backend is unreachable', async () => {
    await resetSupabaseForTests();
    configureSupabase('http://127.0.0.1:9', 'anon-key');
    expectConsole('error', /^Sending a contact message failed:/);
    renderWithProviders(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Hello');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Your message could not be sent.');
    await resetSupabaseForTests();
  });

  it('leaves Send Message focused and operable while it sends (a disabled control drops the focus), then keeps the focus there after a failure', async () => {
    await resetSupabaseForTests();
    // The request is held until the test lets it fail, so the page is seen while it sends. The client made below
    // takes this fetch (supabase-js reads it as it is created).
    const realFetch = globalThis.fetch;
    const held: Array<() => void> = [];
    globalThis.fetch = (() => new Promise<Response>((_, reject) => held.push(() => reject(new TypeError('Failed to fetch'))))) as typeof fetch;
    try {
      configureSupabase('http://127.0.0.1:9', 'anon-key');
      expectConsole('error', /^Sending a contact message failed:/);
      const person = userEvent.setup();
      renderWithProviders(<ContactPage />);
      await person.type(screen.getByLabelText('Name'), 'Ada');
      await person.type(screen.getByLabelText('Email'), 'ada@example.com');
      await person.type(screen.getByLabelText('Subject'), 'Hello');
      await person.type(screen.getByLabelText('Message'), 'Hello');
      await person.click(screen.getByRole('button', { name: 'Send Message' }));
      const sending = await screen.findByRole('button', { name: 'Sending...' });
      await waitFor(() => expect(held.length).toBeGreaterThan(0));
      expect(sending).toHaveFocus();
      expect(sending).toBeEnabled();
      expect(sending).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByLabelText('Message')).toBeEnabled();
      await person.type(screen.getByLabelText('Message'), ' again');
      expect(screen.getByLabelText('Message')).toHaveValue('Hello');
      sending.focus();
      await person.keyboard('{Enter}');
      expect(held).toHaveLength(1);
      await act(async () => held[0]!());
      expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
      expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus();
    } finally {
      globalThis.fetch = realFetch;
      await resetSupabaseForTests();
    }
  });
});
