import { TextField } from '@wanderpages/shared';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
  /** While a request runs: the field keeps focus and what was typed, but takes no changes. */
  readOnly?: boolean;
  /** The id of an error about this field: it is then marked invalid and the error is read with it. */
  errorId?: string;
}

/** The auth forms' email: shared's TextField, required, with the browser's email autofill. */
export function EmailField({ value, onChange, readOnly, errorId }: EmailFieldProps) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      required
      autoComplete="email"
      readOnly={readOnly}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
