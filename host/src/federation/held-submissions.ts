/**
 * A remote's fragment is painted, form included, before the remote's code takes it over. A submission in that
 * window would be the browser's own (the page reloads with the fields in its address, and the signup is lost).
 * From the host's first script on, such a submission is held, and replayed once the slot's root exists; React
 * then hydrates the form at once to handle it.
 */
const held = new Map<Element, HTMLFormElement>();

export function holdEarlySubmissions(): void {
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const slot = form.closest('[data-slot-content]');
      if (!slot || slot.hasAttribute('data-takeover')) return;
      event.preventDefault();
      held.set(slot, form);
    },
    true,
  );
}

/** Called when a slot's root has taken over: submits again what the visitor submitted before. */
export function replayHeldSubmission(slot: Element): void {
  const form = held.get(slot);
  held.delete(slot);
  if (form?.isConnected) form.requestSubmit();
}
