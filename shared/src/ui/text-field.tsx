import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

type Tone = 'light' | 'dark';

const Wrap = styled.div<{ $tone: Tone }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  min-width: 0;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : 'inherit')};
`;

const Label = styled.label<{ $hidden: boolean }>`
  font-weight: 600;
  ${({ $hidden }) =>
    $hidden &&
    css`
      position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
      overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
    `}
`;

/** The look of every text input, textarea and select of the site: one border, one height, one invalid state. */
const control = css`
  width: 100%;
  min-width: 0;
  min-height: 44px;
  padding: 0.6rem 0.9rem;
  border: 1px solid ${({ theme }) => theme.color.inkSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.white};
  color: ${({ theme }) => theme.color.ink};
  font: 1rem / 1.4 ${({ theme }) => theme.font.body};
  &::placeholder { color: ${({ theme }) => theme.color.muted}; }
  &:disabled { background: ${({ theme }) => theme.color.sand}; cursor: not-allowed; }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.color.danger};
  }
`;

const Input = styled.input<{ $trailing: boolean }>`
  ${control}
  ${({ $trailing }) => ($trailing ? 'padding-right: 4.75rem;' : '')}
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 140px;
  resize: vertical;
`;

const Select = styled.select`
  ${control}
`;

const Control = styled.div`
  position: relative;
  min-width: 0;
`;

const Trailing = styled.div`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1.5)};
  transform: translateY(-50%);
`;

const Hint = styled.p<{ $tone: Tone }>`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.inkSoft)};
`;

const ErrorText = styled.p<{ $tone: Tone }>`
  margin: 0;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.color.white : theme.color.danger)};
  overflow-wrap: anywhere;
`;

interface FieldFrame {
  /** The visible label (or, with hideLabel, the one assistive tech reads). */
  label: ReactNode;
  hideLabel?: boolean;
  /** A rule or example under the field, read with it (aria-describedby). */
  hint?: ReactNode;
  /** What is wrong with the value: marks the field invalid and is read with it. */
  error?: ReactNode;
  /** light (default) or dark: the field sits on a dark band. */
  tone?: Tone;
  /** Class of the wrapper, for layout (styled(TextField)). */
  className?: string;
}

/** ids for the label, hint and error, and the attributes that tie them to the control. */
function useField({ id, hint, error, describedBy, invalid }: { id?: string; hint?: ReactNode; error?: ReactNode; describedBy?: string; invalid?: ComponentPropsWithRef<'input'>['aria-invalid'] }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const described = [describedBy, hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    controlId,
    hintId,
    errorId,
    aria: { 'aria-describedby': described || undefined, 'aria-invalid': error ? true : invalid },
  };
}

function Frame({ label, hideLabel = false, hint, error, tone = 'light', className, ids, children }: FieldFrame & { ids: ReturnType<typeof useField>; children: ReactNode }) {
  return (
    <Wrap className={className} $tone={tone}>
      <Label htmlFor={ids.controlId} $hidden={hideLabel}>
        {label}
      </Label>
      {children}
      {hint && (
        <Hint id={ids.hintId} $tone={tone}>
          {hint}
        </Hint>
      )}
      {error && (
        <ErrorText id={ids.errorId} $tone={tone}>
          {error}
        </ErrorText>
      )}
    </Wrap>
  );
}

export type TextFieldProps = FieldFrame &
  Omit<ComponentPropsWithRef<'input'>, 'className'> & {
    /** Something inside the field's right end: the password's Show/Hide button. */
    trailing?: ReactNode;
  };

/**
 * A labelled text input (docs/decisions/029-one-design-system.md): the label, a hint and an error tied to it with
 * aria-describedby, aria-invalid while there is an error. Every other prop goes to the <input>.
 */
export function TextField({ label, hideLabel, hint, error, tone, className, trailing, id, ...input }: TextFieldProps) {
  const ids = useField({ id, hint, error, describedBy: input['aria-describedby'], invalid: input['aria-invalid'] });
  return (
    <Frame label={label} hideLabel={hideLabel} hint={hint} error={error} tone={tone} className={className} ids={ids}>
      <Control>
        <Input {...input} id={ids.controlId} {...ids.aria} $trailing={Boolean(trailing)} />
        {trailing && <Trailing>{trailing}</Trailing>}
      </Control>
    </Frame>
  );
}

export type TextAreaFieldProps = FieldFrame & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

/** TextField's multi-line sibling (the contact message). */
export function TextAreaField({ label, hideLabel, hint, error, tone, className, id, ...textarea }: TextAreaFieldProps) {
  const ids = useField({ id, hint, error, describedBy: textarea['aria-describedby'], invalid: textarea['aria-invalid'] });
  return (
    <Frame label={label} hideLabel={hideLabel} hint={hint} error={error} tone={tone} className={className} ids={ids}>
      <TextArea {...textarea} id={ids.controlId} {...ids.aria} />
    </Frame>
  );
}

export type SelectFieldProps = FieldFrame & Omit<ComponentPropsWithRef<'select'>, 'className'>;

/** A labelled <select> with the same frame and look (the admin's source filter). */
export function SelectField({ label, hideLabel, hint, error, tone, className, id, children, ...select }: SelectFieldProps) {
  const ids = useField({ id, hint, error, describedBy: select['aria-describedby'], invalid: select['aria-invalid'] });
  return (
    <Frame label={label} hideLabel={hideLabel} hint={hint} error={error} tone={tone} className={className} ids={ids}>
      <Select {...select} id={ids.controlId} {...ids.aria}>
        {children}
      </Select>
    </Frame>
  );
}
