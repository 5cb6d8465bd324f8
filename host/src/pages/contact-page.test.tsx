import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('lists the contact details and opening hours', () => {
    renderWithProviders(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByText('Monday to Friday, 9AM to 5PM EST')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@wanderpages.com' })).toHaveAttribute('href', 'mailto:hello@wanderpages.com');
    expect(screen.getByRole('link', { name: 'Submit a Book for Review' })).toHaveAttribute(
      'href',
      expect.stringContaining('mailto:submissions@wanderpages.com'),
    );
  });

  it('keeps an incomplete message and prepares a complete one for the email app', async () => {
    renderWithProviders(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // The browser's required-field check stops the submission: nothing typed is lost.
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Subject'), 'Lisbon & Porto');
    await userEvent.type(screen.getByLabelText('Message'), 'Any books on the Douro?');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const link = await screen.findByRole('link', { name: 'Send “Lisbon & Porto” with your email app' });
    const href = link.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:hello@wanderpages.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Lisbon & Porto');
    expect(params.get('body')).toContain('Any books on the Douro?');
    expect(params.get('body')).toContain('Ada <ada@example.com>');

    await userEvent.click(screen.getByRole('button', { name: 'Edit message' }));
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
  });
});
