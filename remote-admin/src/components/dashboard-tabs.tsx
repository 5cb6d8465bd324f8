import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export type DashboardTab = 'signups' | 'messages';

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.color.line};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space(3)} ${theme.space(5)}`};
  margin-bottom: -2px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.inkSoft};
  font: 600 1rem / 1.4 ${({ theme }) => theme.font.body};
  cursor: pointer;
  &[aria-selected='true'] { color: ${({ theme }) => theme.color.tealDark}; border-bottom-color: ${({ theme }) => theme.color.teal}; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  /*
   * A forced-colors (high-contrast) mode paints every border in the text colour, the transparent ones too: the
   * selected tab would look like the others. There, only the selected tab keeps its line, in the mode's Highlight.
   */
  @media (forced-colors: active) {
    forced-color-adjust: none;
    color: ButtonText;
    background: ButtonFace;
    border-bottom-color: ButtonFace;
    &[aria-selected='true'] { color: ButtonText; border-bottom-color: Highlight; }
    &:focus-visible { outline-color: Highlight; }
  }
`;

interface Props {
  tabs: ReadonlyArray<{ id: DashboardTab; label: string }>;
  selected: DashboardTab;
  onSelect(tab: DashboardTab): void;
  label: string;
  children: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, arrow keys, Home and End move between the tabs and show
 * their panel. Only the selected panel is rendered.
 */
export function DashboardTabs({ tabs, selected, onSelect, label, children }: Props) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (id: DashboardTab) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? tabs.length - 1
      : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current[next]?.focus();
  };

  return (
    <>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab, i) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)}>
        {children}
      </div>
    </>
  );
}
