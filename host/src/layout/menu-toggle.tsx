import { useCallback, type RefObject } from 'react';
import styled, { css } from 'styled-components';
import { useFocusHandover } from './use-focus-handover';
import { MENU_ID } from './use-menu-disclosure';

const look = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.inkSoft};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.ink};
  font: 600 1rem / 1 ${({ theme }) => theme.font.body};
  text-decoration: none;
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.sand}; }
`;

const ToggleButton = styled.button`
  ${look}
`;

const ToggleLink = styled.a`
  ${look}
`;

/** Three bars, or a cross while open. Decorative: the control is named by its word, its state by aria-expanded. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

interface MenuToggleProps {
  enhanced: boolean;
  open: boolean;
  onToggle(): void;
  /** The link pressed (it goes on to #site-menu, which CSS opens): the menu is open as state too. */
  onFollow(): void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  className?: string;
}

/**
 * The phone header's Menu control. In the build-time HTML (and without JavaScript) a link to the menu, which CSS
 * opens with :target; once the header has hydrated a disclosure button (aria-expanded, aria-controls). Both look
 * and measure the same, so nothing moves when one replaces the other.
 */
export function MenuToggle({ enhanced, open, onToggle, onFollow, buttonRef, className }: MenuToggleProps) {
  // A visitor who had tabbed to the link when the button replaced it keeps the focus on the control: removing the
  // focused link would drop focus to the document, and Enter would do nothing.
  const handover = useFocusHandover(enhanced);
  const buttonRefs = useCallback(
    (button: HTMLButtonElement | null) => {
      buttonRef.current = button;
      const release = handover(button);
      return () => {
        buttonRef.current = null;
        release?.();
      };
    },
    [buttonRef, handover],
  );

  if (!enhanced) {
    return (
      <ToggleLink ref={handover} href={`#${MENU_ID}`} onClick={onFollow} className={className}>
        <MenuIcon open={false} />
        Menu
      </ToggleLink>
    );
  }
  return (
    <ToggleButton ref={buttonRefs} type="button" aria-expanded={open} aria-controls={MENU_ID} onClick={onToggle} className={className}>
      <MenuIcon open={open} />
      Menu
    </ToggleButton>
  );
}
