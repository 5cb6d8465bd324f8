import type { FocusEvent, Ref } from 'react';
import styled from 'styled-components';
import { focusRing, VisuallyHidden } from '@wanderpages/shared';

const Round = styled.button`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 60;
  width: 56px;
  height: 56px;
  /* Transparent, but drawn in Windows' high-contrast mode, where the filled circle is not: the button keeps its edge. */
  border: 2px solid transparent;
  border-radius: 50%;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.color.terracotta};
  color: ${({ theme }) => theme.color.white};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.terracottaDark}; }
  /* Floats over any part of the page, dark or light: the two-tone ring reads on all of them. */
  &:focus-visible { ${focusRing} }
  svg { width: 26px; height: 26px; }
  /*
   * While the button is on the page, the page's root says how much of the screen's bottom it covers
   * (--wanderpages-covered-bottom, 72 px: the button and its offset), for the host's footer to end clear of it; and
   * what the browser scrolls into view (the element Tab moves the focus to, a link's anchor) stops a gap above it: a
   * card focused at the foot of the screen had its corner under it (WCAG 2.2 2.4.11, focus not obscured). A rule of
   * this component's, not a global style (a remote's createGlobalStyle upset the host's styles at the takeover).
   */
  html:has(&) {
    --wanderpages-covered-bottom: calc(56px + ${({ theme }) => theme.space(4)});
    scroll-padding-bottom: calc(var(--wanderpages-covered-bottom) + ${({ theme }) => theme.space(4)});
  }
  /* The chat runs in the browser: without JavaScript the button could not open it (decision 044). */
  @media (scripting: none) { display: none; }
`;

function SpeechIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.4" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </svg>
  );
}

interface ChatLauncherProps {
  open: boolean;
  panelId: string;
  onToggle(): void;
  /** Focus left the button (the widget closes the panel on a phone when it left the chat altogether). */
  onBlur?(event: FocusEvent<HTMLButtonElement>): void;
  ref?: Ref<HTMLButtonElement>;
}

/** The floating round button at the bottom right; its name and aria-expanded say what it will do. */
export function ChatLauncher({ open, panelId, onToggle, onBlur, ref }: ChatLauncherProps) {
  return (
    <Round
      ref={ref}
      type="button"
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      onBlur={onBlur}
    >
      {open ? <CloseIcon /> : <SpeechIcon />}
      <VisuallyHidden>{open ? 'Close chat' : 'Open chat'}</VisuallyHidden>
    </Round>
  );
}
