import { renderHook } from '@testing-library/react';
import { prefetchRemote } from './remote-registry';
import { usePrefetchOnIdle } from './use-prefetch-on-idle';
import { SLOW_OR_METERED_CONNECTIONS } from '../testing/connections';

// What warming a remote fetches is prefetch-links.test.ts's; here, when the page asks for it, and for which remotes.
jest.mock('./remote-registry', () => ({ prefetchRemote: jest.fn() }));

const warmed = jest.mocked(prefetchRemote);

/** The browser's idle callbacks, run when the test says the browser is idle (jsdom has none of its own). */
function fakeIdleCallbacks() {
  const waiting = new Map<number, IdleRequestCallback>();
  const options: Array<IdleRequestOptions | undefined> = [];
  let next = 0;
  window.requestIdleCallback = (callback, option) => {
    next += 1;
    waiting.set(next, callback);
    options.push(option);
    return next;
  };
  window.cancelIdleCallback = (handle) => void waiting.delete(handle);
  return {
    options,
    goIdle() {
      const callbacks = [...waiting.values()];
      waiting.clear();
      for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
    },
  };
}

/** Overrides a read-only property of a browser object for one test (removed in afterEach). */
function pretend<T extends object>(target: T, property: string, value: unknown) {
  Object.defineProperty(target, property, { value, configurable: true });
  overridden.push(() => delete (target as Record<string, unknown>)[property]);
}
let overridden: Array<() => void> = [];

beforeEach(() => {
  jest.useFakeTimers();
  warmed.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
  overridden.forEach((restore) => restore());
  overridden = [];
  // @ts-expect-error -- jsdom has no idle callbacks: the fake ones go again
  delete window.requestIdleCallback;
  // @ts-expect-error -- as above
  delete window.cancelIdleCallback;
});

const EVERY_REMOTE = ['catalogue', 'engagement', 'admin'];
const warmedRemotes = () => warmed.mock.calls.map(([name]) => name);

describe('usePrefetchOnIdle on a loaded page', () => {
  it('warms every remote three seconds after the page has loaded, at once when the browser has no idle callback', () => {
    expect('requestIdleCallback' in window).toBe(false);
    renderHook(() => usePrefetchOnIdle());
    jest.advanceTimersByTime(2999);
    expect(warmed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(warmedRemotes()).toEqual(EVERY_REMOTE);
  });

  it('then waits for the browser to be idle (ten seconds at most), when it can say so', () => {
    const idle = fakeIdleCallbacks();
    renderHook(() => usePrefetchOnIdle());
    jest.advanceTimersByTime(60_000);
    expect(warmed).not.toHaveBeenCalled();
    expect(idle.options).toEqual([{ timeout: 10_000 }]);
    idle.goIdle();
    expect(warmedRemotes()).toEqual(EVERY_REMOTE);
  });

  it('warms nothing once the page that asked has gone, before the three seconds or before the browser is idle', () => {
    const early = renderHook(() => usePrefetchOnIdle());
    early.unmount();
    jest.advanceTimersByTime(60_000);

    const idle = fakeIdleCallbacks();
    const waiting = renderHook(() => usePrefetchOnIdle());
    jest.advanceTimersByTime(3000);
    waiting.unmount();
    idle.goIdle();
    expect(warmed).not.toHaveBeenCalled();
  });
});

it('on a page still loading, counts the three seconds from its load event', () => {
  pretend(document, 'readyState', 'loading');
  renderHook(() => usePrefetchOnIdle());
  jest.advanceTimersByTime(60_000);
  expect(warmed).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(3000);
  expect(warmedRemotes()).toEqual(EVERY_REMOTE);
});

it('on a page that has gone before its load event, warms nothing when it comes', () => {
  pretend(document, 'readyState', 'loading');
  renderHook(() => usePrefetchOnIdle()).unmount();
  window.dispatchEvent(new Event('load'));
  jest.advanceTimersByTime(60_000);
  expect(warmed).not.toHaveBeenCalled();
});

describe('on a slow or metered connection', () => {
  it.each(SLOW_OR_METERED_CONNECTIONS)('warms nothing (%s)', (_, connection) => {
    // Hover and focus still warm a link's remote there: prefetch-link.test.tsx checks that.
    pretend(navigator, 'connection', connection);
    renderHook(() => usePrefetchOnIdle());
    jest.advanceTimersByTime(60_000);
    expect(warmed).not.toHaveBeenCalled();
  });

  it('but warms on a fast one (4G, no data saving)', () => {
    pretend(navigator, 'connection', { saveData: false, effectiveType: '4g' });
    renderHook(() => usePrefetchOnIdle());
    jest.advanceTimersByTime(3000);
    expect(warmedRemotes()).toEqual(EVERY_REMOTE);
  });
});
