import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { tokens, warmSupabase } from '@wanderpages/shared';
import { loadCatalogueSearch } from '../api/catalogue-search-api';
import { ChatLauncher } from '../components/chat/chat-launcher';
import { ChatPanel } from '../components/chat/chat-panel';
import { useChat } from '../hooks/use-chat';

export { BUILD_ID as buildId } from '../build-id';

/** A phone's width (shared's `sm` breakpoint): there the open panel, nearly as wide as the screen, hides the page. */
const PHONE = `(max-width: ${tokens.breakpoint.sm})`;

/** Asked when focus leaves, not followed as state: nothing else about the widget depends on the width. */
function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;
}

/**
 * The floating chat (docs/product/screens.md#chat-widget). The conversation lives here, not in the panel, so closing and
 * reopening keeps it; a reply still pending when the widget unmounts is cancelled by useChat.
 *
 * The panel is a non-modal dialog: Tab leaves it for the page. On a phone the page behind it is hidden, so focus
 * would go to links nobody can see: there, when focus moves from the chat (panel or launcher) to anything else,
 * the panel closes, as Escape does, but focus stays where the visitor took it. Focus that goes nowhere (another
 * window, a removed button: no `relatedTarget`) closes nothing.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const chat = useChat();
  const launcher = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const close = useCallback(() => {
    setOpen(false);
    launcher.current?.focus();
  }, []);

  const toggle = useCallback(() => {
    if (open) close();
    else {
      setOpen(true);
      warmSupabase(); // the conversation ends in a signup
      void loadCatalogueSearch(); // and starts with a question the catalogue may answer
    }
  }, [open, close]);

  const focusLeft = useCallback((event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next === null || panel.current?.contains(next) || launcher.current?.contains(next)) return;
    if (onPhone()) setOpen(false);
  }, []);

  return (
    <>
      <ChatLauncher ref={launcher} open={open} panelId={panelId} onToggle={toggle} onBlur={focusLeft} />
      {open && <ChatPanel ref={panel} chat={chat} id={panelId} onClose={close} onBlur={focusLeft} />}
    </>
  );
}
