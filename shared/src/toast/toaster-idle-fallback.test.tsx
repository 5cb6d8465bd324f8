import { act, render, screen } from '@testing-library/react';
import { loadedSonner } from './load-sonner';
import { Toaster } from './toaster';

// A file of its own: the toast library loads once per page (per test file here), and this test needs it unloaded.
describe('Toaster in a browser without requestIdleCallback (Safari)', () => {
  beforeEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads the toast library 200 ms after it mounts', async () => {
    const { unmount } = render(<Toaster />);
    await act(async () => {
      jest.advanceTimersByTime(199);
    });
    expect(loadedSonner()).toBeUndefined();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    unmount();
  });
});
