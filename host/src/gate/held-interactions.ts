/**
 * The page is painted, forms and buttons included, before the script that handles them has taken it over (the
 * scripts start on the visitor's first intent: docs/decisions/037-scripts-start-on-intent.md). What the visitor
 * does in that window is held, not lost:
 *   - a form submission would be the browser's own (a post the site's servers refuse, and the signup or
 *     message lost): it is prevented and submitted again once the form's owner has taken over;
 *   - a click on a button that submits nothing (the chat launcher, a menu button) would do nothing: it is
 *     clicked again once the button's owner has taken over;
 *   - a choice in a list (the shelf's filters) is in the page but not in the script's state, and a re-render
 *     would put the list back: it is chosen again once the list's owner has taken over;
 *   - typed text is handed to the owner's React when it takes over; a part rendered afresh (its fragment from
 *     another build) has it in its new fields from the commit that makes them (federation/slot-root.tsx), and
 *     gets its held choices in its new lists, its held submission in its new form and its held clicks on its new
 *     buttons (successors.ts).
 * The owner of an element is the remote slot around it ([data-slot-content], taken over when the remote's root
 * mounts) or else the host's #root (taken over when the host's shell has hydrated); `data-takeover` marks both.
 * This module is in two bundles (the start gate and the host's entry), so the held items live on globalThis.
 */
import { buttonByKey, buttonKey, fieldByKey, fieldKey, formByKey, formKey, offers, typedField, type ButtonKey, type FormKey } from './successors';

interface Held {
  form?: HTMLFormElement;
  /** Where the held form sits, to find its successor if a fresh render replaced it (successors.ts). */
  formAt?: FormKey;
  /** What the held form's typed fields held when it was submitted, by where they sit (successors.ts). */
  sent?: Map<string, string>;
  /** Each held click's button, with where it sits, to find its successor after a fresh render (successors.ts). */
  clicks: Array<{ button: HTMLElement; at: ButtonKey }>;
  /**
   * Each list's last choice (its value), in the order first chosen, with where the list sits, to find its successor
   * after a fresh render (successors.ts).
   */
  choices: Map<HTMLSelectElement, { value: string; at?: string }>;
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

function ownerOf(element: Element): Element | null {
  return element.closest('[data-slot-content]') ?? element.closest('#root');
}

/** The slot or #root whose script has not yet taken over the element, if any. */
function pendingOwner(element: Element): Element | null {
  const owner = ownerOf(element);
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
      const sent = new Map<string, string>();
      for (const field of form.elements) {
        const key = typedField(field) && fieldKey(field, owner);
        if (key) sent.set(key, field.value);
      }
      Object.assign(heldFor(owner), { form, formAt: formKey(form, owner), sent });
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
      if (!clicks.some((held) => held.button === button)) clicks.push({ button, at: buttonKey(button, owner) });
    },
    true,
  );
  // A list fires input, then change, in one task. A choice held is the gate's alone, both events stopped here: on
  // that input, a hydrating owner's React (or the host's, above the slot, which hears it first) would finish the
  // hydration at once, put the list back to its rendered value and take the owner over, all before the change. React
  // would then act on the old value, and the replay would take the held choice's own events for a newer choice of
  // the reader's and skip it. The replay makes the choice once, where the owner's script acts on it.
  doc.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement) || target.multiple) return;
      const owner = pendingOwner(target);
      if (!owner) return;
      event.stopPropagation();
      heldFor(owner).choices.set(target, { value: target.value, at: fieldKey(target, owner) });
    },
    true,
  );
  doc.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLSelectElement && !event.target.multiple && pendingOwner(event.target)) event.stopPropagation();
    },
    true,
  );
}

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
  for (const field of owner.querySelectorAll('input, textarea')) {
    if (!typedField(field) || field.value === field.defaultValue) continue;
    if ((field.closest('[data-slot-content]') ?? field.closest('#root')) !== owner) continue; // another owner's field
    typedFields.push([field, field.value]);
  }
  for (const [field, typed] of typedFields) announce(field, typed);
}

type Caret = [start: number, end: number, direction: 'forward' | 'backward' | 'none'];

/** The caret or selection of the field the reader is in; null elsewhere, and for fields without one (email). */
function selectionIn(field: HTMLInputElement | HTMLTextAreaElement): Caret | null {
  if (field !== field.ownerDocument.activeElement || field.selectionStart === null || field.selectionEnd === null) return null;
  return [field.selectionStart, field.selectionEnd, field.selectionDirection ?? 'none'];
}

/**
 * Gives a field its value the way typing does: React's value tracker sees a change, then an input event. Setting
 * a value puts the caret at its end: a reader editing inside the text (the caret after a typo, a word selected to
 * type over) keeps their caret and selection.
 */
function announce(field: HTMLInputElement | HTMLTextAreaElement, typed: string, caret = selectionIn(field)): void {
  // Only where the reader still is: a caret kept from before (replayHeld's `later`) is not put into a field they left.
  const selection = caret && field === field.ownerDocument.activeElement ? caret : null;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  if (selection) field.setSelectionRange(...selection);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (!selection) return;
  // A takeover inside the reader's own key press (React finishes a hydration on a discrete event): React restores
  // its controlled value once its listener is done, which puts the caret at the end again, before the browser puts
  // the key in. The browser runs microtasks in between, as each listener returns.
  queueMicrotask(() => {
    if (field === field.ownerDocument.activeElement && field.value === typed) field.setSelectionRange(...selection);
  });
}

/**
 * Sends a held form with what its fields held when it was submitted. A reader who typed on since (a corrected
 * address, or another one) gets what they typed back in the same task, so no key of theirs lands on the held
 * values. Outside React's commit, a controlled field's change is rendered as its event ends, so the form's handler
 * reads each value announced.
 */
function submitAsHeld(owner: Element, form: HTMLFormElement, sent: ReadonlyMap<string, string> = new Map()): void {
  const typedSince: Array<{ field: HTMLInputElement | HTMLTextAreaElement; held: string; now: string; caret: Caret | null }> = [];
  for (const [key, held] of sent) {
    const field = fieldByKey(owner, key);
    if (typedField(field) && field.value !== held) typedSince.push({ field, held, now: field.value, caret: selectionIn(field) });
  }
  for (const { field, held } of typedSince) announce(field, held, null);
  form.requestSubmit();
  for (const { field, now, caret } of typedSince) if (field.isConnected) announce(field, now, caret);
}

/**
 * Called once an owner has taken over (its first effects have run, data-takeover is set): hands React what was
 * typed into its fields, and does again what was held for it, once React has applied the typed values to its state:
 * the choices as soon as the takeover's work is done, the clicks and then the submission a task later (a held
 * "Forgot password?" click reads the email typed before), unless the reader has pressed the button again meanwhile.
 * A form the reader submits meanwhile is sent after that, with what they see in it.
 */
export function replayHeld(owner: Element): void {
  const { byOwner } = state();
  const held = byOwner.get(owner);
  byOwner.delete(owner);
  announceTypedValues(owner);
  if (!held) return;
  // The held form, or the one that replaced it in a fresh render (the same place, the same fields).
  const form = held.form?.isConnected ? held.form : held.formAt && formByKey(owner, held.formAt);
  const buttons = held.clicks.map(({ button, at }) => (button.isConnected ? button : buttonByKey(owner, at)));
  // Each list, or the one of the same name at the same place in a fresh render, if it still offers the choice.
  const choices = [...held.choices].flatMap(([list, { value, at }]) => {
    const successor = list.isConnected ? list : at && fieldByKey(owner, at);
    return successor instanceof HTMLSelectElement && offers(successor, value) ? [{ list: successor, value }] : [];
  });
  // The choices go back first, in a microtask: after the takeover's effects and the render right after hydration
  // (which put each list back to its rendered value), before anything else the reader does. An arrow key in the
  // very key press that took the list over then moves on from the held choice, and a search sent then has it.
  // A list the reader chooses in anew before then (by script in the same task: nothing of the browser's comes in
  // between) keeps the newer choice.
  const chosenAnew = new Set<EventTarget | null>();
  const noteChoice = (event: Event) => chosenAnew.add(event.target);
  owner.addEventListener('change', noteChoice, true);
  queueMicrotask(() => {
    owner.removeEventListener('change', noteChoice, true);
    for (const { list, value } of choices) {
      if (!list.isConnected || chosenAnew.has(list)) continue;
      list.value = value;
      list.dispatchEvent(new Event('change', { bubbles: true }));
    }
  });
  // What the reader does in the owner until the task that replays clicks and the submission is newer than what was
  // held, and the owner handles it at once: a button they pressed (a toggle pressed again, since nothing happened) is
  // left as they left it, not pressed over. A form they submit (an Enter in the very key press that finished the
  // hydration) waits, stopped here before the owner's React hears it: it is sent after the held clicks, with what
  // they see in it, in place of the same form's held submission.
  const pressed = new Set<HTMLElement | null>();
  const note = (event: Event) => pressed.add(scriptButton(event.target));
  let submitted: HTMLFormElement | undefined;
  const holdSubmission = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement) || ownerOf(event.target) !== owner) return; // another owner's form
    event.preventDefault();
    event.stopPropagation();
    submitted = event.target;
  };
  owner.addEventListener('click', note, true);
  owner.addEventListener('submit', holdSubmission, true);
  setTimeout(() => {
    owner.removeEventListener('click', note, true);
    owner.removeEventListener('submit', holdSubmission, true);
    for (const button of buttons) if (button?.isConnected && !pressed.has(button)) button.click();
    const sentByReader = submitted;
    if (form?.isConnected && form !== sentByReader) submitAsHeld(owner, form, held.sent);
    // A task later, once React holds what the replay did and what the reader typed last.
    if (sentByReader) setTimeout(() => sentByReader.isConnected && sentByReader.requestSubmit(), 0);
  }, 0);
}
