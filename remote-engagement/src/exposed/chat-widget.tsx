import { useCallback, useId, useRef, useState } from 'react';
import { warmSupabase } from '@wanderpages/shared';
import { loadCatalogueSearch } from '../api/catalogue-search-api';
import { ChatLauncher } from '../components/chat/chat-launcher';
import { ChatPanel } from '../components/chat/chat-panel';
import { useChat } from '../hooks/use-chat';

export { BUILD_ID as buildId } from '../build-id';

/**
 * The floating chat (docs/product/screens.md#chat-widget). The conversation lives here, not in the panel, so closing and
 * reopening keeps it; a reply still pending when the widget unmounts is cancelled by useChat.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const chat = useChat();
  const launcher = useRef<HTMLButtonElement>(null);
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

  return (
    <>
      <ChatLauncher ref={launcher} open={open} panelId={panelId} onToggle={toggle} />
      {open && <ChatPanel chat={chat} id={panelId} onClose={close} />}
    </>
  );
}
