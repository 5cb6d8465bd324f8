import { render, screen } from '@testing-library/react';
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
