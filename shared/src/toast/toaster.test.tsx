import { render, screen, within } from '@testing-library/react';
import { notify } from './notify';
import { Toaster } from './toaster';

describe('Toaster', () => {
  it('stays out of the first render, and still shows a toast notified before it loaded', async () => {
    render(<Toaster />);
    // Sonner's live region is not part of the first render: its code is fetched after it.
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    notify({ title: 'Welcome back', description: 'You are signed in.', variant: 'success' });

    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
    expect(screen.getByText('You are signed in.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});

describe('notify', () => {
  it('shows a failure as an error, a success as a success, anything else plainly; a description only when given', async () => {
    render(<Toaster />);
    notify({ title: 'Could not subscribe', description: 'Please try again.', variant: 'destructive' });
    notify({ title: 'Subscribed', variant: 'success' });
    notify({ title: 'Signed out' });

    // Sonner marks each toast with its type, which picks its colours and icon (richColors).
    await screen.findByText('Signed out');
    const toasts = within(screen.getByRole('region', { name: /Notifications/ })).getAllByRole('listitem');
    const toastOf = (title: string) => toasts.find((toast) => toast.textContent?.startsWith(title));
    expect(toastOf('Could not subscribe')).toHaveAttribute('data-type', 'error');
    expect(toastOf('Subscribed')).toHaveAttribute('data-type', 'success');
    // A plain toast carries no type (sonner writes it only for the others).
    expect(toastOf('Signed out')?.getAttribute('data-type') ?? 'plain').toMatch(/^(default|plain)$/);
    expect(toastOf('Could not subscribe')).toHaveTextContent('Could not subscribePlease try again.');
    expect(toastOf('Subscribed')).toHaveTextContent(/^Subscribed$/);
  });
});
