/**
 * When the host's entry cannot be loaded at the first intent (the network gone, or a 404 after a host deploy
 * removed the files this page names), the page must not freeze: the gate holds the reader's submissions and clicks
 * until a takeover that would never come. So the entry is tried again a few times, and at once when the browser is
 * back online; when that is no use, it tells the reader, with a Reload button. What they typed stays, and what
 * they pressed stays held (a form posted without its script would leave the page and lose it); links still work.
 * A later `online` still tries again, and a success then replays what was held, as a first success does.
 */

/** The waits before each further try of the entry; when the last has failed, the reader is told. */
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000];

export const LOAD_FAILED_TEXT = "This page couldn't finish loading. Check your connection and reload.";

export interface StartTries {
  /** The try failed: the next one after its wait, or at once when the browser is back online; none left: give up. */
  failed(): void;
  /** No try is needed any more (the entry has run), or none can help (`giveUp`: its start files failed after it ran). */
  stop(giveUp?: boolean): void;
}

/** Calls `attempt` again after each failure, as `StartTries` says; `giveUp` when there is no try left. */
export function retryStart(attempt: () => void, giveUp: () => void): StartTries {
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Between a failed try and the next (its timer, or `online` once given up); `stopped`: no try any more. */
  let waiting = false;
  let stopped = false;
  const again = () => {
    clearTimeout(timer);
    waiting = false;
    attempt();
  };
  window.addEventListener('online', () => {
    if (waiting && !stopped) again();
  });
  return {
    failed() {
      if (waiting || stopped) return; // one report per try
      waiting = true;
      if (tries < RETRY_DELAYS_MS.length) timer = setTimeout(again, RETRY_DELAYS_MS[tries++]);
      else giveUp();
    },
    stop(fail) {
      clearTimeout(timer);
      stopped = true;
      if (fail) giveUp();
    },
  };
}

let notice: Element | null | undefined;

/**
 * The message, where the site's toasts come on a wide screen (bottom left, docs/product/texts-and-errors.md: clear
 * of the centred forms), across the foot of a narrow one (the chat it would cover cannot start either); outside
 * #root, so the host's hydration never meets it; announced as an alert, and taking no focus, so a reader typing goes
 * on typing. Plain markup in the theme's colours (shared/src/theme/tokens.ts: ink, white, teal): the gate loads
 * neither React nor the theme.
 */
export function showLoadFailure(): void {
  if (notice?.isConnected) return;
  document.body.insertAdjacentHTML(
    'beforeend',
    '<div role="alert" style="position:fixed;inset:auto 16px 16px;z-index:999;max-width:356px;padding:12px 16px;border-radius:10px;background:#1f2a37;color:#fff">' +
      `${LOAD_FAILED_TEXT} <button type="button" style="margin-left:8px;padding:4px 16px;border:0;border-radius:6px;background:#fff;color:#0f5e63;font:inherit;font-weight:600">Reload</button></div>`,
  );
  notice = document.body.lastElementChild;
  notice?.lastElementChild?.addEventListener('click', () => location.reload());
}

/** Takes the message away: a later try has loaded the entry. */
export function hideLoadFailure(): void {
  notice?.remove();
}
