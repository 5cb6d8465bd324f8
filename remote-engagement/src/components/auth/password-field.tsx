import { useId, useState } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@wanderpages/shared';
import { FieldLabel, TextInput } from '../form-controls';

const Wrap = styled.div`
  position: relative;
  & > input { padding-right: 4.75rem; }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1.5)};
  transform: translateY(-50%);
  min-width: 3.75rem;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(2.5)}`};
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
}

const Hint = styled.p`
  margin: ${({ theme }) => theme.space(1.5)} 0 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.inkSoft};
`;

/** The password with a Show/Hide button; the button's name ("Show password") says what it does. */
export function PasswordField({ value, onChange, autoComplete, label = 'Password', hint }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Wrap>
        <TextInput
          id={id}
          type={visible ? 'text' : 'password'}
          name="password"
          required
          autoComplete={autoComplete}
          aria-describedby={hint ? hintId : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <Toggle type="button" aria-controls={id} onClick={() => setVisible((v) => !v)}>
          {visible ? 'Hide' : 'Show'}
          <VisuallyHidden> password</VisuallyHidden>
        </Toggle>
      </Wrap>
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </div>
  );
}
