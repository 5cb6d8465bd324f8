/**
 * The visitor has not taken the focus elsewhere: it is on nothing (the body, where removing the focused element
 * leaves it) or still inside `container`. Focus moved after an await (a request's answer) only when this holds, so
 * a visitor who went on to another part of the page meanwhile keeps their place and their typing.
 */
export function focusStillWithin(container: Element | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || (container?.contains(active) ?? false);
}
