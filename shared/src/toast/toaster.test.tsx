import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('a toast on screen', () => {
  it('can be closed by the reader from the keyboard', async () => {
    render(<Toaster />);
    notify({ title: 'Export ready', variant: 'success' });
    await screen.findByText('Export ready');
    const toasts = within(screen.getByRole('region', { name: /Notifications/ })).getAllByRole('listitem');
    const toast = toasts.find((item) => item.textContent?.startsWith('Export ready'))!;
    within(toast).getByRole('button', { name: /close/i }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Export ready')).not.toBeInTheDocument());
  });

  it('goes away by itself after five seconds', async () => {
    render(<Toaster />);
    notify({ title: 'Loaded' }); // the library is on the page before the clock is faked
    await screen.findByText('Loaded');
    jest.useFakeTimers();
    try {
      notify({ title: 'Saved for later' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(10); // sonner shows a toast a task after it is notified
      });
      expect(screen.getByText('Saved for later')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4_500);
      });
      expect(screen.getByText('Saved for later')).toBeInTheDocument();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1_000);
      });
      expect(screen.queryByText('Saved for later')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
