import { useCallback, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden, type SearchBoxProps } from '@wanderpages/shared';
import { useSearchCombobox, type ComboboxOption } from '../../hooks/use-search-combobox';
import { SearchOption } from './search-option';

const Listbox = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1.5)});
  /* Aligned with the field's right edge and wider than it, growing to the left: the field sits at the right of
     the header's row. Where the field is as wide as the screen (the phone menu), as wide as the field. */
  right: 0;
  z-index: 30;
  width: max(100%, min(440px, calc(100vw - ${({ theme }) => theme.space(8)})));
  max-height: min(70vh, 520px);
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  @media (max-width: calc(${({ theme }) => theme.breakpoint.lg} - 0.02px)) {
    width: 100%;
  }
`;

/**
 * The catalogue's search box: a combobox (WAI-ARIA Authoring Practices) that lists books, regions, continents and
 * genres as the visitor types. It takes the place of the host's plain input inside the host's own GET form
 * (docs/decisions/027), so the label, the Search button and submitting to /books?q=… stay the host's. The popup
 * is placed against the host's field wrapper.
 */
export function SearchBox({ inputId, name, placeholder, defaultValue, autoFocus }: SearchBoxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const choose = useCallback((option: ComboboxOption) => navigate(option.link), [navigate]);
  const box = useSearchCombobox(defaultValue, autoFocus, choose);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const { active } = box;

  // In the commit that removes the plain field, not after it: between the two, the focus was on the body and a Tab
  // pressed then landed on this field (the next after the removed one), so one Tab of the visitor's did nothing.
  useLayoutEffect(() => {
    const field = input.current;
    if (!autoFocus || !field) return;
    // The plain field this box replaces had the focus when the box was asked for; its removal left the focus on the
    // body. A Tab before that (to the form's button, on through the menu) put it somewhere else: it stays there.
    const now = document.activeElement;
    if (now !== null && now !== document.body) return;
    field.focus();
    field.setSelectionRange(field.value.length, field.value.length);
  }, [autoFocus]);

  // The active option stays in view as the arrows move through a list taller than the popup.
  useEffect(() => {
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  return (
    <>
      <input
        ref={input}
        id={inputId}
        name={name}
        type="search"
        role="combobox"
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={box.expanded}
        aria-controls={listId}
        aria-activedescendant={box.expanded && box.active >= 0 ? optionId(box.active) : undefined}
        value={box.query}
        onChange={(event) => box.change(event.target.value)}
        onKeyDown={box.onKeyDown}
        onFocus={box.open}
        onBlur={box.close}
      />
      <Listbox
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        hidden={!box.expanded}
        // Keeps focus in the field while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {box.options.map((option, index) => (
          <SearchOption
            key={option.link}
            id={optionId(index)}
            option={option}
            selected={index === box.active}
            onPick={() => box.pick(option)}
            onPoint={() => box.setActive(index)}
          />
        ))}
      </Listbox>
      <VisuallyHidden role="status" aria-live="polite">
        {box.announcement}
      </VisuallyHidden>
    </>
  );
}
