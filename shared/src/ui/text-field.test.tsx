import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../jest/render-with-providers';
import { SelectField, TextAreaField, TextField } from './text-field';

describe('TextField', () => {
  it('is labelled, reads its hint, and is not invalid while there is no error', () => {
    renderWithProviders(<TextField label="Password" hint="At least 6 characters." type="password" />);
    const field = screen.getByLabelText('Password');
    expect(field).toHaveAccessibleDescription('At least 6 characters.');
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('with an error: invalid, and reads the error after the hint and any description of its own', () => {
    renderWithProviders(
      <>
        <p id="prompt">Leave us your address.</p>
        <TextField label="Email" hint="We never share it." error="Fill in the email." aria-describedby="prompt" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Leave us your address. We never share it. Fill in the email.');
    expect(screen.getByText('Fill in the email.')).toBeVisible();
  });

  it('keeps a hidden label for assistive tech, passes input props and refs through, and takes typing', async () => {
    let element: HTMLInputElement | null = null;
    renderWithProviders(
      <TextField
        label="Email address"
        hideLabel
        type="email"
        placeholder="you@example.com"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toBe(element);
    expect(field).toHaveAttribute('placeholder', 'you@example.com');
    await userEvent.type(field, 'ann@example.com');
    expect(field).toHaveValue('ann@example.com');
  });

  it('puts a trailing control inside the field, outside its label', () => {
    renderWithProviders(
      <>
        <TextField label="Password" trailing={<button type="button">Show password</button>} />
        <TextField label="Name" />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Password' });
    const button = screen.getByRole('button', { name: 'Show password' });
    // The input's own wrapper (the box the button is placed in, over the input's right end) holds the button, and
    // not the label: no role or label names that wrapper, so it is reached from the input.
    const box = field.parentElement; // eslint-disable-line testing-library/no-node-access -- the input's wrapper has no role or name of its own
    expect(box).toContainElement(button);
    expect(box).not.toContainElement(screen.getByText('Password'));
    expect(screen.getByText('Password')).not.toContainElement(button);
    // The input keeps its text clear of the button: a wider right padding than a field without one.
    expect(getComputedStyle(field).paddingRight).toBe('4.75rem');
    expect(getComputedStyle(screen.getByRole('textbox', { name: 'Name' })).paddingRight).toBe('0.9rem');
  });
});

describe('TextAreaField and SelectField', () => {
  it('have the same label and error wiring', () => {
    renderWithProviders(
      <>
        <TextAreaField label="Message" error="Fill in the message." />
        <SelectField label="Source" hint="Where the signup came from.">
          <option value="all">All sources</option>
        </SelectField>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Fill in the message.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveAccessibleDescription('Where the signup came from.');
  });
});
