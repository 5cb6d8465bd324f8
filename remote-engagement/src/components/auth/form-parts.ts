import styled from 'styled-components';
import { Button } from '@wanderpages/shared';

/** The three auth forms' body: a borderless fieldset (disabled while a request runs) with the fields in a column. */
export const FormFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/** Their submit button, the width of the form. */
export const SubmitButton = styled(Button)`
  width: 100%;
`;
