import { tokens } from '@wanderpages/shared';
import { hideLoadFailure, LOAD_FAILED_TEXT, RETRY_DELAYS_MS, retryStart, showLoadFailure } from './start-failure';

describe("trying the host's entry again when it cannot be loaded", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function tries() {
    const log: string[] = [];
    const started = retryStart(
      () => log.push(`try at ${Date.now() - begun}`),
      () => log.push(`gave up at ${Date.now() - begun}`),
    );
    const begun = Date.now();
    return { log, tries: started };
  }

  const online = () => window.dispatchEvent(new Event('online'));

  it('tries again after 1, 2 and 4 s, then gives up', () => {
    expect(RETRY_DELAYS_MS).toEqual([1_000, 2_000, 4_000]);
    const { log, tries: started } = tries();
    started.failed();
    jest.advanceTimersByTime(999);
    expect(log).toEqual([]);
    jest.advanceTimersByTime(1);
    started.failed();
    jest.advanceTimersByTime(2_000);
    started.failed();
    jest.advanceTimersByTime(4_000);
    started.failed();
    jest.advanceTimersByTime(60_000);
    expect(log).toEqual(['try at 1000', 'try at 3000', 'try at 7000', 'gave up at 7000']);
  });

  it('tries again at once when the browser is back online, and not a second time when the wait ends', () => {
    const { log, tries: started } = tries();
    started.failed();
    jest.advanceTimersByTime(500);
    online();
    jest.advanceTimersByTime(10_000);
    expect(log).toEqual(['try at 500']);
  });

  it('ignores `online` while a try is under way, and a second report of the same failed try', () => {
    const { log, tries: started } = tries();
    online(); // the first try has not failed yet
    started.failed();
    started.failed();
    jest.advanceTimersByTime(1_000);
    expect(log).toEqual(['try at 1000']);
    jest.advanceTimersByTime(10_000);
    expect(log).toEqual(['try at 1000']); // nothing more until this try fails
    started.failed();
    jest.advanceTimersByTime(2_000);
    expect(log).toEqual(['try at 1000', 'try at 13000']); // the second wait: the double report counted once
  });

  it('once it has given up, tries again when the browser is back online (and gives up again at once if that fails)', () => {
    const { log, tries: started } = tries();
    for (let i = 0; i < 4; i += 1) {
      started.failed();
      jest.runOnlyPendingTimers();
    }
    expect(log.at(-1)).toMatch(/^gave up/);
    log.length = 0;
    jest.advanceTimersByTime(60_000);
    expect(log).toEqual([]); // nothing by itself
    online();
    expect(log).toEqual(['try at 67000']);
    started.failed();
    expect(log).toEqual(['try at 67000', 'gave up at 67000']);
  });

  it('stops once the entry has run: no try on `online`, none pending', () => {
    const { log, tries: started } = tries();
    started.failed();
    started.stop();
    jest.advanceTimersByTime(10_000);
    online();
    expect(log).toEqual([]);
  });

  it('gives up at once, for good, when no try can help (the entry ran, a file it starts with failed)', () => {
    const { log, tries: started } = tries();
    started.stop(true);
    expect(log).toEqual(['gave up at 0']);
    online();
    started.failed();
    jest.advanceTimersByTime(10_000);
    expect(log).toEqual(['gave up at 0']);
  });
});

describe('telling the reader the page could not finish loading', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"><form method="post"><label>Email address <input name="email" type="email"></label></form></div>';
  });
  afterEach(() => hideLoadFailure());

  it('says so in an alert with a Reload button, outside #root, keeping the focus and what was typed', () => {
    const field = document.querySelector('input')!;
    field.focus();
    field.value = 'reader@example.com';
    showLoadFailure();
    showLoadFailure(); // once, however often the gate gives up
    const alerts = document.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    const alert = alerts[0] as HTMLElement;
    expect(alert).toHaveTextContent(LOAD_FAILED_TEXT);
    expect(LOAD_FAILED_TEXT).toBe("This page couldn't finish loading. Check your connection and reload.");
    const reload = alert.querySelector('button');
    expect(reload).toHaveTextContent('Reload');
    expect(reload).toHaveAttribute('type', 'button');
    expect(alert.closest('#root')).toBeNull(); // the host's hydration never meets it
    expect(field).toHaveFocus();
    expect(field).toHaveValue('reader@example.com');
    // Fixed at the bottom of the viewport, in the theme's colours (written out in the gate, which loads no theme).
    expect(alert).toHaveStyle({ position: 'fixed', background: tokens.color.ink, color: tokens.color.white });
    expect(reload).toHaveStyle({ background: tokens.color.white, color: tokens.color.teal });
  });

  it('is taken away when a later try loads the entry', () => {
    showLoadFailure();
    hideLoadFailure();
    expect(document.querySelector('[role="alert"]')).toBeNull();
    showLoadFailure(); // and comes back if that start fails too
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });
});
