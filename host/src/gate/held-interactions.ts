/**
 * The page is painted, forms and buttons included, before the script that handles them has taken it over (the
 * scripts start on the visitor's first intent: docs/decisions/037-scripts-start-on-intent.md). What the visitor
 * does in that window is held, not lost:
 *   - a form submission would be the browser's own (the page reloads with the fields in its address, and the
 *     signup or message is lost): it is prevented and submitted again once the form's owner has taken over;
 *   - a click on a button that submits nothing (the chat launcher, a menu button) would do nothing: it is
 *     clicked again once the button's owner has taken over;
 *   - a choice in a list (the shelf's filters) is in the page but not in the script's state, and a re-render
 *     would put the list back: it is chosen again once the list's owner has taken over.
 * The owner of an element is the remote slot around it ([data-slot-content], taken over when the remote's root
 * mounts) or else the host's #root (taken over when the host's shell has hydrated); `data-takeover` marks both.
 * This module is in two bundles (the start gate and the host's entry), so the held items live on globalThis.
 */
interface Held {
  form?: HTMLFormElement;
  clicks: HTMLElement[];
  /** Each list's last choice (its value), in the order first chosen. */
  choices: Map<HTMLSelectElement, string>;
}

interface HeldState {
  listening: boolean;
  byOwner: Map<Element, Held>;
}

const KEY = Symbol.for('wanderpages.held-interactions');

function state(): HeldState {
  const global = globalThis as typeof globalThis & { [KEY]?: HeldState };
  global[KEY] ??= { listening: false, byOwner: new Map() };
  return global[KEY];
}

/** The slot or #root whose script has not yet taken over the element, if any. */
function pendingOwner(element: Element): Element | null {
  const owner = element.closest('[data-slot-content]') ?? element.closest('#root');
  return owner && !owner.hasAttribute('data-takeover') ? owner : null;
}

function heldFor(owner: Element): Held {
  const { byOwner } = state();
  const held = byOwner.get(owner) ?? { clicks: [], choices: new Map() };
  byOwner.set(owner, held);
  return held;
}

/** A button whose click does something only through script: not a form's submit button. */
function scriptButton(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest<HTMLElement>('button, [role="button"]');
  if (!button) return null;
  if (button instanceof HTMLButtonElement && button.type === 'submit' && button.form) return null;
  return button;
}

/** Starts holding (once per page, whichever bundle calls it first). */
export function holdInteractions(doc: Document = document): void {
  const current = state();
  if (current.listening) return;
  current.listening = true;
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const owner = pendingOwner(form);
      if (!owner) return;
      // Stopped here, in the capture phase: an owner whose root has hydrated but not yet committed its first
      // effects would handle the event too, with state that lacks what was typed (an empty sign-in), and then
      // again when it is done below.
      event.preventDefault();
      event.stopPropagation();
      heldFor(owner).form = form;
    },
    true,
  );
  doc.addEventListener(
    'click',
    (event) => {
      const button = scriptButton(event.target);
      const owner = button && pendingOwner(button);
      if (!button || !owner) return;
      event.preventDefault();
      event.stopPropagation(); // as for a submission: done once, after the takeover
      const { clicks } = heldFor(owner);
      if (!clicks.includes(button)) clicks.push(button);
    },
    true,
  );
  // A list fires input, then change. Input, because the owner's React may be hydrating: on that input event it
  // finishes the hydration at once, which puts the list back to its rendered value before change is fired.
  doc.addEventListener(
    'input',
    (event) => {
      const list = event.target;
      if (!(list instanceof HTMLSelectElement) || list.multiple) return;
      const owner = pendingOwner(list);
      if (owner) heldFor(owner).choices.set(list, list.value);
    },
    true,
  );
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'hidden', 'file', 'image']);

/**
 * Text typed before hydration is in the field but not in React's state: hydration keeps the field's value and
 * records it as already known, so no change event follows (React's enableHydrationChangeEvent, which would, is
 * not on in a stable release yet). Each field whose value differs from its HTML default is given its value again
 * the way typing does: through React's value tracker first (so React sees a change), then an input event.
 */
function announceTypedValues(owner: Element): void {
  // Every typed value is read before the first is announced: announcing one re-renders its form, and React then
  // writes each other controlled field from its state, still empty (a password typed after the email was lost,
  // and the sign-in refused).
  const typedFields: Array<[HTMLInputElement | HTMLTextAreaElement, string]> = [];
  for (const field of owner.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if ((field instanceof HTMLInputElement && NOT_TYPED.has(field.type)) || field.value === field.defaultValue) continue;
    if ((field.closest('[data-slot-content]') ?? field.closest('#root')) !== owner) continue; // another owner's field
    typedFields.push([field, field.value]);
  }
  for (const [field, typed] of typedFields) {
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Called once an owner has taken over (its first effects have run, data-takeover is set): hands React what was
 * typed into its fields, and does again what was held for it (choices, then clicks, then the submission) a task later, once React has applied the typed
 * values to its state (a held "Forgot password?" click reads the email typed before).
 */
export function replayHeld(owner: Element): void {
  announceTypedValues(owner);
  const { byOwner } = state();
  const held = byOwner.get(owner);
  byOwner.delete(owner);
  if (!held) return;
  setTimeout(() => {
    for (const [list, value] of held.choices) {
      if (!list.isConnected) continue;
      list.value = value;
      list.dispatchEvent(new Event('change', { bubbles: true }));
    }
    for (const button of held.clicks) if (button.isConnected) button.click();
    if (held.form?.isConnected) held.form.requestSubmit();
  }, 0);
}
