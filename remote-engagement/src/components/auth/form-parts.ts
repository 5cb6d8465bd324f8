import styled from 'styled-components';
import { Button } from '@wanderpages/shared';

/**
 * The three auth forms' body: a borderless fieldset with the fields in a column. Not disabled while a request
 * runs: that would drop focus to the page's body (the fields are read-only then, the button aria-disabled).
 */
export const FormFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Their submit button, the width of the form; `aria-disabled` while busy (it keeps focus; the hooks ignore a second submit). */
export const SubmitButton = styled(Button)`
  width: 100%;
`;
