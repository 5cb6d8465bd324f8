import { act, render, screen } from '@testing-library/react';
import { loadedSonner } from './load-sonner';
import { Toaster } from './toaster';

// A file of its own: the toast library loads once per page (per test file here), and this test needs it unloaded.
describe('Toaster before any toast', () => {
  const idle: Array<() => void> = [];
  beforeEach(() => {
    window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })) as number;
    window.cancelIdleCallback = () => undefined;
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });

  it('loads the toast library when the browser is first idle, not during the page\'s load', async () => {
    jest.useFakeTimers();
    const { unmount } = render(<Toaster />);
    // Well past any timer of the page's load (the idle callback's own limit is 4 s): still not loaded.
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    jest.useRealTimers();
    expect(loadedSonner()).toBeUndefined();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();

    expect(idle).toHaveLength(1);
    act(() => idle[0]!());
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    unmount();
  });
});
