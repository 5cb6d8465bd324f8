import { useId, useState } from 'react';
import styled from 'styled-components';
import { TextField, VisuallyHidden } from '@wanderpages/shared';

const Toggle = styled.button`
  min-width: 3.75rem;
  min-height: ${({ theme }) => theme.target.comfortable};
  padding: 0 ${({ theme }) => theme.space(2.5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.teal};
  font: 600 0.875rem / 1 ${({ theme }) => theme.font.body};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${({ theme }) => theme.color.tealSoft}; }
  &:disabled { color: ${({ theme }) => theme.color.muted}; cursor: not-allowed; }
`;

interface PasswordFieldProps {
  value: string;
  onChange(value: string): void;
  autoComplete: 'current-password' | 'new-password';
  /** The field's label; "Password" unless said. */
  label?: string;
  /** A rule shown under the field before submitting, and read with it (aria-describedby). */
  hint?: string;
  /** While a request runs: the field keeps focus and what was typed, but takes no changes. */
  readOnly?: boolean;
  /** The id of an error about this field: it is then marked invalid and the error is read with it (before the hint). */
  errorId?: string;
}

/** shared's TextField with a Show/Hide button inside its end; the button's name ("Show password") says what it does. */
export function PasswordField({ value, onChange, autoComplete, label = 'Password', hint, readOnly, errorId }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      type={visible ? 'text' : 'password'}
      name="password"
      required
      autoComplete={autoComplete}
      readOnly={readOnly}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      trailing={
        <Toggle type="button" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </Toggle>
      }
    />
  );
}
