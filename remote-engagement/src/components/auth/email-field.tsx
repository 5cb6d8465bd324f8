import { TextField } from '@wanderpages/shared';

interface EmailFieldProps {
  value: string;
  onChange(value: string): void;
}

/** The auth forms' email: shared's TextField, required, with the browser's email autofill. */
export function EmailField({ value, onChange }: EmailFieldProps) {
  return <TextField label="Email" type="email" name="email" required autoComplete="email" value={value} onChange={(event) => onChange(event.target.value)} />;
}
