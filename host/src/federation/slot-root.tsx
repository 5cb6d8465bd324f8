import { startTransition, StrictMode, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { FRAGMENT_ATTR, FRAGMENT_BUILD_ATTR, PENDING_AUTH, slotIdPrefix, SlotProviders, type RemoteModuleId, type SlotContext } from '@wanderpages/shared';
import { chosenAway, fieldByKey, fieldKey, offers, typedField, type NamedField } from '../gate/successors';

/**
 * What a slot's root reads of the host: the host's RemoteSlot writes its router location, navigator and auth
 * state here on every change, and the remote's root re-renders with them.
 */
export interface SlotBridge {
  get(): SlotContext;
  set(context: SlotContext): void;
  subscribe(listener: () => void): () => void;
  /** What the fragment was rendered with at build time: the same path, auth not yet known. */
  serverSnapshot: SlotContext;
}

export function createSlotBridge(initial: SlotContext): SlotBridge {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      if (next.location === current.location && next.navigator === current.navigator && next.auth === current.auth) return;
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    serverSnapshot: { ...initial, auth: PENDING_AUTH },
  };
}

/**
 * A module built before the composition (shared 1.0, no exported buildId) expects to be routed inside the host's
 * own route for its paths ("destinations/*"), as that host did: it gets the same route here, in its own root.
 */
function underHostRoutes(patterns: readonly string[], element: ReactNode): ReactNode {
  return (
    <Routes>
      {patterns.map((pattern) => (
        <Route caseSensitive key={pattern} path={pattern} element={element} />
      ))}
    </Routes>
  );
}

function SlotApp({ bridge, Component, legacyPatterns }: { bridge: SlotBridge; Component: ComponentType; legacyPatterns?: readonly string[] }) {
  // While hydrating, React uses the server snapshot, so the first render is the fragment's own; the live state
  // (a session, the admin flag) follows in the next render, as it does on the host's header.
  const context = useSyncExternalStore(bridge.subscribe, bridge.get, () => bridge.serverSnapshot);
  // The page's element is made once. A store's change re-renders synchronously (no yielding): with a new element
  // each time, the session becoming known right after hydration re-rendered the whole page in one long task on a
  // slow phone; with this one, only what reads the changed context renders again.
  const page = useMemo(() => (legacyPatterns ? underHostRoutes(legacyPatterns, <Component />) : <Component />), [Component, legacyPatterns]);
  return <SlotProviders context={context}>{page}</SlotProviders>;
}

/** Renders nothing; its effect runs once the root's first render (a hydration included) has committed. */
function TakenOver({ onTakenOver }: { onTakenOver: () => void }) {
  useEffect(() => {
    onTakenOver();
  }, [onTakenOver]);
  return null;
}

export interface SlotEvents {
  /** An error thrown inside the remote's root: the slot turns into its failure message. */
  onUncaughtError: (error: unknown) => void;
  /** The root has committed its first render: the fragment is hydrated (or replaced), its handlers attached. */
  onTakenOver: () => void;
}

/**
 * The element a fresh root renders into: the fragment painted there (from another build), or a new element. Never
 * the slot element itself: React renders that one (it sets dangerouslySetInnerHTML), and a root inside an element
 * React owns is ambiguous (React says so in development: "Cannot use a ref on a React element as a container").
 */
function freshMount(container: HTMLElement, id: RemoteModuleId): HTMLElement {
  const painted = container.querySelector<HTMLElement>(`:scope > [${FRAGMENT_ATTR}]`);
  if (painted) return painted;
  const element = document.createElement('div');
  element.setAttribute(FRAGMENT_ATTR, id);
  container.append(element);
  return element;
}

/**
 * What the painted fragment holds when the fresh render commits: each field's typed text, each list's choice, and
 * the reader's place.
 */
interface PaintedNote {
  /** Typed text by where its field sits (successors.ts): only what differs from the HTML's own value. */
  typed: Map<string, string>;
  /** A list's choice by where the list sits: only where the reader chose another than the HTML's. */
  chosen: Map<string, string>;
  /** The field the reader is in, and its caret. */
  focus?: { key: string; start: number | null; end: number | null };
}

/**
 * Rendered last, so it runs at the end of the fresh render, in the task that commits it (React commits a finished
 * render at once): the commit removes the painted fragment, its fields and the focus with it, and what the reader
 * did until then (typed, moved the caret, or left the field) is what counts.
 */
function NotePainted({ container, note }: { container: HTMLElement; note: PaintedNote }) {
  note.typed = new Map();
  note.chosen = new Map();
  for (const field of container.querySelectorAll<NamedField>('input, textarea, select')) {
    const changed = typedField(field) ? field.value !== field.defaultValue : field instanceof HTMLSelectElement && chosenAway(field);
    const key = changed ? fieldKey(field, container) : undefined;
    if (key !== undefined) (field instanceof HTMLSelectElement ? note.chosen : note.typed).set(key, field.value);
  }
  const field = document.activeElement;
  const named = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
  const key = named && container.contains(field) ? fieldKey(field, container) : undefined;
  note.focus = key === undefined || !named ? undefined : { key, ...caretOf(field) };
  return null;
}

/** A text field's selection; a list, or a field without a caret (type="email"), has none. */
function caretOf(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): { start: number | null; end: number | null } {
  return field instanceof HTMLSelectElement ? { start: null, end: null } : { start: field.selectionStart, end: field.selectionEnd };
}

/**
 * Once the fresh render is committed, before paint and before anything the reader does next: whatever else was
 * painted in the slot goes, and the mount names its build. The new fields get what was typed into the painted
 * ones, and the new lists the choices made in the painted ones: until the takeover a task later (its effects, then
 * the gate's replay, which hands them to React), the reader sees their text and choices, and a letter typed or an
 * Enter pressed there goes with them, never with an empty field.
 * The field the reader was typing into is gone with the fragment, and the focus with it (later letters went to
 * <body>): its successor takes the focus and the caret, unless the reader has gone elsewhere.
 */
function Committed({ container, mount, buildId, children }: { container: HTMLElement; mount: HTMLElement; buildId?: string; children: ReactNode }) {
  const [note] = useState<PaintedNote>({ typed: new Map(), chosen: new Map() });
  useLayoutEffect(() => {
    for (const node of [...container.childNodes]) if (node !== mount) node.remove();
    if (buildId !== undefined) mount.setAttribute(FRAGMENT_BUILD_ATTR, buildId);
    for (const [key, value] of note.typed) {
      const successor = fieldByKey(container, key);
      // Through the field's own value property, as React's value tracker expects: the replay then announces it.
      if (typedField(successor) && successor.value === successor.defaultValue) successor.value = value;
    }
    // A choice shows in its new list too: the gate's replay after the takeover hands it to React (held-interactions.ts).
    for (const [key, value] of note.chosen) {
      const successor = fieldByKey(container, key);
      if (successor instanceof HTMLSelectElement && !chosenAway(successor) && offers(successor, value)) successor.value = value;
    }
    const { focus } = note;
    const successor = focus && (document.activeElement ?? document.body) === document.body ? fieldByKey(container, focus.key) : undefined;
    if (!focus || !successor) return;
    successor.focus();
    // setSelectionRange throws on a field without a caret: only a caret noted and one to put it in.
    if (focus.start !== null && caretOf(successor).start !== null) (successor as HTMLInputElement).setSelectionRange(focus.start, focus.end);
  }, [container, mount, buildId, note]);
  return (
    <>
      {children}
      <NotePainted container={container} note={note} />
    </>
  );
}

/** The root each slot element holds, so a Retry replaces the old one rather than stacking a second. */
const roots = new WeakMap<HTMLElement, Root>();

function unmountNow(container: HTMLElement): void {
  roots.get(container)?.unmount();
  roots.delete(container);
}

/**
 * Unmounts a slot's root once the host has finished committing (a root cannot unmount while another renders).
 * A mount that comes first (a Retry) unmounts it itself.
 */
export function releaseSlot(container: HTMLElement): void {
  const root = roots.get(container);
  if (!root) return;
  setTimeout(() => {
    if (roots.get(container) === root) unmountNow(container);
  }, 0);
}

/**
 * Takes a remote's part of the page over, in a React root of its own inside the host's opaque slot element.
 * The fragment the edge put there is hydrated when it comes from the same build as the JavaScript just loaded
 * (its data-build); otherwise (an older cached fragment, a placeholder, nothing) the module renders fresh in
 * place, replacing what was painted only once its own render is ready.
 */
export function mountSlot(
  container: HTMLElement,
  id: RemoteModuleId,
  buildId: string | undefined,
  Component: ComponentType,
  bridge: SlotBridge,
  { onUncaughtError, onTakenOver }: SlotEvents,
  routePatterns: readonly string[] = ['*'],
): 'hydrated' | 'rendered' {
  unmountNow(container);
  if (buildId === undefined) {
    const mount = freshMount(container, id);
    const root = createRoot(mount, { onUncaughtError, identifierPrefix: slotIdPrefix(id) });
    root.render(
      <StrictMode>
        <Committed container={container} mount={mount}>
          <SlotApp bridge={bridge} Component={Component} legacyPatterns={routePatterns} />
        </Committed>
        <TakenOver onTakenOver={onTakenOver} />
      </StrictMode>,
    );
    roots.set(container, root);
    return 'rendered';
  }
  const fragment = container.querySelector<HTMLElement>(`:scope > [${FRAGMENT_ATTR}]`);
  const app = (
    <StrictMode>
      <SlotApp bridge={bridge} Component={Component} />
      <TakenOver onTakenOver={onTakenOver} />
    </StrictMode>
  );
  if (fragment && fragment.getAttribute(FRAGMENT_ATTR) === id && fragment.getAttribute(FRAGMENT_BUILD_ATTR) === buildId) {
    // A transition: the fragment is painted already, so its hydration may yield to the browser every few ms.
    startTransition(() => {
      roots.set(container, hydrateRoot(fragment, app, { onUncaughtError, identifierPrefix: slotIdPrefix(id) }));
    });
    return 'hydrated';
  }
  const mount = freshMount(container, id);
  const root = createRoot(mount, { onUncaughtError, identifierPrefix: slotIdPrefix(id) });
  // What is painted stays until this render is ready; meanwhile the browser keeps answering.
  startTransition(() =>
    root.render(
      <Committed container={container} mount={mount} buildId={buildId}>
        {app}
      </Committed>,
    ),
  );
  roots.set(container, root);
  return 'rendered';
}
