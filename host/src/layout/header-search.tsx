import { useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden, type SearchBoxProps } from '@wanderpages/shared';
import { RemoteBoundary } from '../federation/remote-boundary';
import { loadExposed, onRemoteRetry } from '../federation/remote-registry';

const Form = styled.form`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  /* First in the nav (header.tsx), in the page's order as it is drawn: in the desktop row before the links; at the
     top of the phone menu, the menu's width. */
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    flex: 0 1 260px;
    min-width: 140px; /* it and the email give way as the row fills (header.tsx) */
    margin-right: ${({ theme }) => theme.space(2)};
  }
  @media (max-width: calc(${({ theme }) => theme.breakpoint.lg} - 0.02px)) {
    margin-bottom: ${({ theme }) => theme.space(5)};
  }
  /* The note about unavailable suggestions covers the page: only while the visitor is in the form. */
  &:not(:focus-within) > p {
    display: none;
  }
`;

/** Holds the input (the host's, or the catalogue's box in its place) and the box's popup. */
const Field = styled.div`
  position: relative;
  flex: 1 1 0;
  min-width: 0;
  input {
    width: 100%;
    font: inherit;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(11)} ${theme.space(2)} ${theme.space(4)}`};
    border: 1px solid ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.white};
    color: ${({ theme }) => theme.color.ink};
    /* Squeezed beside a long email (1024 px, signed in), the placeholder ends in "…", not mid-letter. */
    text-overflow: ellipsis;
  }
`;

const Submit = styled.button`
  position: absolute;
  right: 4px;
  top: 50%;
  transform: translateY(-50%);
  width: 34px;
  height: 34px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.teal};
  color: ${({ theme }) => theme.color.white};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.tealDark}; }
`;

/** Under the field, over the page (like the suggestions would be), so the header keeps its height. */
const Note = styled.p`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1.5)});
  left: 0;
  right: 0;
  z-index: 30;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  font-size: 0.85rem;
  color: ${({ theme }) => theme.color.ink};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

function MagnifierIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

type SearchState = { status: 'plain' | 'loading' | 'unavailable' } | { status: 'enhanced'; SearchBox: ComponentType<SearchBoxProps> };

/** What the catalogue's box takes over from the plain field. */
interface Handover {
  value: string;
  focused: boolean;
}

const PLACEHOLDER = 'Books, places, authors';

/**
 * The header's search (docs/decisions/027): the host's own GET form to /books?q=…, in the first HTML of every
 * page, so it works before and without any script and never waits on a remote. On intent (focus, hover, a
 * pointer down) the catalogue's search box is loaded through the federation runtime and takes the plain input's
 * place, keeping what was typed and the focus. If the catalogue cannot be loaded (or its box crashes), the form
 * says suggestions are unavailable and still submits to the shelf.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<SearchState>({ status: 'plain' });
  // The plain field as each render finds it, while it is there: the render that puts the box in its place reads it
  // last, just before it goes. Read when the module arrived instead, it missed what came before React rendered that
  // (a task or more later): a letter typed in between went into the plain field, and the box showed the word
  // without it, the focus in it.
  const handover = useRef<Handover>({ value: '', focused: false });
  if (input.current !== null) handover.current = { value: input.current.value, focused: document.activeElement === input.current };
  // The search asked for since the page last changed: on its way, as the host lands a navigation a render or more
  // after it is asked for. A page that lands (this one, or Back to the page it was asked from) ends it.
  const pending = useRef<string | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [location.key]);
  // Hover, pointer down and focus come in one burst, before a re-render: the ref lets only the first one load.
  const started = useRef(false);

  function enhance() {
    if (started.current) return;
    started.current = true;
    setState({ status: 'loading' });
    loadExposed('catalogue/SearchBox').then(
      ({ SearchBox }) => setState({ status: 'enhanced', SearchBox }),
      (error: unknown) => {
        console.warn('catalogue/SearchBox could not be loaded; the header search submits to /books without suggestions.', error);
        setState({ status: 'unavailable' });
      },
    );
  }

  // The site's scripts start on the first intent (docs/decisions/037): the focus that started them came before this
  // form hydrated, so a field that already has it is enhanced now.
  useEffect(() => {
    if (input.current !== null && document.activeElement === input.current) enhance();
  }, []);

  // A Retry of the catalogue elsewhere on the page lets the next intent try again afresh.
  useEffect(() => {
    if (state.status !== 'unavailable') return undefined;
    return onRemoteRetry('catalogue', () => {
      started.current = false;
      setState({ status: 'plain' });
    });
  }, [state.status]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('q');
    const q = field instanceof HTMLInputElement ? field.value.trim() : '';
    const to = q ? `/books?${new URLSearchParams({ q })}` : '/books';
    // The page shown already, or the one on its way (Enter pressed twice): its entry is replaced, as a link to the
    // current page does, not pushed again.
    const again = to === location.pathname + location.search || to === pending.current;
    pending.current = to;
    navigate(to, { replace: again });
  }

  return (
    <Form role="search" aria-label="Search the catalogue" action="/books" method="get" onSubmit={submit} onFocus={enhance} onPointerEnter={enhance} onPointerDown={enhance}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search books, places and authors
      </VisuallyHidden>
      <Field>
        {state.status === 'enhanced' ? (
          <RemoteBoundary label="catalogue/SearchBox" onError={() => setState({ status: 'unavailable' })}>
            <state.SearchBox inputId={inputId} name="q" placeholder={PLACEHOLDER} defaultValue={handover.current.value} autoFocus={handover.current.focused} />
          </RemoteBoundary>
        ) : (
          <input ref={input} id={inputId} name="q" type="search" placeholder={PLACEHOLDER} autoComplete="off" />
        )}
        <Submit type="submit">
          <MagnifierIcon />
          <VisuallyHidden>Search</VisuallyHidden>
        </Submit>
      </Field>
      {state.status === 'unavailable' && <Note role="status">Suggestions are unavailable right now. Press Enter to search the shelf.</Note>}
    </Form>
  );
}
