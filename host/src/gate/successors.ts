/**
 * Where a field, a form or a button sits in its owner, by what survives a fresh render: the form's position among
 * the owner's forms and the fields' names; the button's position among the owner's buttons and its name. A part
 * whose fragment came from another build than its script is rendered afresh (src/federation/slot-root.tsx), so the
 * elements a reader typed into, submitted or pressed before the takeover are gone; these keys find their successors.
 */
/** A field whose value the reader sets: typed text, or a list's choice. */
export type NamedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(['checkbox', 'radio', 'submit', 'button', 'reset', 'hidden', 'file', 'image']);

/** A field the reader types text into (not a box, a button or a list). */
export function typedField(target: EventTarget | null | undefined): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TYPED.has(target.type));
}

/** Whether a list shows another choice than its HTML's (the option marked selected, or with none its first). */
export function chosenAway(list: HTMLSelectElement): boolean {
  const initial = [...list.options].find((option) => option.defaultSelected) ?? list.options[0];
  const chosen = list.selectedOptions[0];
  return !list.multiple && chosen !== undefined && chosen !== initial;
}

/** Whether a list offers this choice. */
export function offers(list: HTMLSelectElement, value: string): boolean {
  return [...list.options].some((option) => option.value === value);
}

function formsOf(owner: Element): HTMLFormElement[] {
  return [...owner.querySelectorAll('form')];
}

/** The names of a form's named fields, in order: the form's shape, which its successor must share. */
function shapeOf(form: HTMLFormElement): string {
  return [...form.elements].flatMap((element) => ('name' in element && typeof element.name === 'string' && element.name ? [element.name] : [])).join(' ');
}

/** "form index / field name" for a named field (undefined for one without a name: nothing to find it by). */
export function fieldKey(field: NamedField, owner: Element): string | undefined {
  if (!field.name) return undefined;
  return `${field.form ? formsOf(owner).indexOf(field.form) : -1}/${field.name}`;
}

/** The field with this key in the owner as it is now (the caller checks it is the kind it wants). */
export function fieldByKey(owner: Element, key: string): NamedField | undefined {
  const [index, name] = [Number(key.slice(0, key.indexOf('/'))), key.slice(key.indexOf('/') + 1)];
  const scope: ParentNode | undefined = index < 0 ? owner : formsOf(owner)[index];
  const fields = scope ? [...scope.querySelectorAll<NamedField>('input, textarea, select')] : [];
  return fields.find((field) => field.name === name);
}

export interface FormKey {
  index: number;
  shape: string;
}

export function formKey(form: HTMLFormElement, owner: Element): FormKey {
  return { index: formsOf(owner).indexOf(form), shape: shapeOf(form) };
}

/** The form at the same place with the same fields, if the owner has one now: never a different form. */
export function formByKey(owner: Element, key: FormKey): HTMLFormElement | undefined {
  const form = formsOf(owner)[key.index];
  return form && shapeOf(form) === key.shape ? form : undefined;
}

const BUTTONS = 'button, [role="button"]';

/** What a button says: its label, else its text. */
function nameOf(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

export interface ButtonKey {
  index: number;
  name: string;
}

export function buttonKey(button: HTMLElement, owner: Element): ButtonKey {
  return { index: [...owner.querySelectorAll(BUTTONS)].indexOf(button), name: nameOf(button) };
}

/** The button at the same place with the same name, if the owner has one now: never another button. */
export function buttonByKey(owner: Element, key: ButtonKey): HTMLElement | undefined {
  const button = owner.querySelectorAll<HTMLElement>(BUTTONS)[key.index];
  return button && nameOf(button) === key.name ? button : undefined;
}
