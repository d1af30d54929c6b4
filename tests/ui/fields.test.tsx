import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox, Field, Input, NativeSelect, NumberStepper, PasswordInput, Textarea } from '../../src/ui';

describe('Field and Input', () => {
  it('names the input by its label and describes it by the helper text', () => {
    render(
      <Field label="Email" helperText="We send invoice estimates here.">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We send invoice estimates here.');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('marks the input invalid and describes it by the error text', () => {
    render(
      <Field label="Phone" errorText="Enter a phone number with 10 digits.">
        <Input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Ark Field points at its error text with aria-errormessage (and makes it a polite live region).
    expect(input).toHaveAccessibleErrorMessage('Enter a phone number with 10 digits.');
  });

  it('keeps the required mark out of the name and marks the input required', () => {
    render(
      <Field label="Email" required>
        <Input />
      </Field>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeRequired();
  });
});

describe('PasswordInput', () => {
  it('shows and hides the password with a labelled toggle', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'hunter2');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('toggles from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<PasswordInput label="Password" />);
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});

describe('Textarea', () => {
  it('counts characters against the maximum', async () => {
    const user = userEvent.setup();
    render(<Textarea label="Notes" maxLength={20} />);
    const textarea = screen.getByRole('textbox', { name: 'Notes' });
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await user.type(textarea, 'Corner wear');
    expect(screen.getByText('11 / 20')).toBeInTheDocument();
    expect(textarea).toHaveAttribute('maxLength', '20');
  });

  it('counts a controlled value', () => {
    render(<Textarea label="Notes" maxLength={500} value="Centering off" onValueChange={() => undefined} />);
    expect(screen.getByText('13 / 500')).toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('is named by its label and reports the checked state', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Send status emails" onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Send status emails' });
    await userEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(checkbox).toBeChecked();
  });

  it('shows its error, is marked invalid and is described by the error', () => {
    render(<Checkbox label="I agree to the terms" errorText="Agree to the terms to continue" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree to the terms' });
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    expect(checkbox).toHaveAccessibleDescription('Agree to the terms to continue');
  });
});

function Stepper({ onChange }: { onChange: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(3);
  return (
    <NumberStepper
      label="Number of cards"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('NumberStepper', () => {
  it('is a spinbutton named by its label with buttons that step by one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Number of cards' });
    await user.click(screen.getByRole('button', { name: 'Increase Number of cards' }));
    await waitFor(() => expect(input).toHaveValue('4'));
    await user.click(screen.getByRole('button', { name: 'Decrease Number of cards' }));
    await waitFor(() => expect(input).toHaveValue('3'));
    expect(onChange).toHaveBeenLastCalledWith(3);
  });

  it('ends with no negative number after typing -1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Number of cards' });
    // Type over the whole value in one go: a separate clear races Ark's controlled-value sync under load.
    await user.type(input, '-1', { initialSelectionStart: 0, initialSelectionEnd: 1 });
    await user.tab();
    await waitFor(() => expect((input as HTMLInputElement).value).toMatch(/^\d+$/));
    expect(onChange.mock.lastCall?.[0]).toBeGreaterThanOrEqual(0);
  });

  it('clamps a value above the maximum on blur', async () => {
    const user = userEvent.setup();
    render(<NumberStepper label="Number of cards" max={50} />);
    const input = screen.getByRole('spinbutton', { name: 'Number of cards' });
    await user.type(input, '75');
    await user.tab();
    await waitFor(() => expect(input).toHaveValue('50'));
  });

  it('never holds a fraction', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Stepper onChange={onChange} />);
    const input = screen.getByRole('spinbutton', { name: 'Number of cards' });
    await user.clear(input);
    await user.type(input, '2.5');
    await user.tab();
    await waitFor(() => expect((input as HTMLInputElement).value).toMatch(/^\d+$/));
    expect(Number.isInteger(onChange.mock.lastCall?.[0])).toBe(true);
  });

  it('does not go below 0 with the decrement button', () => {
    render(<NumberStepper label="Number of cards" defaultValue={0} />);
    expect(screen.getByRole('button', { name: 'Decrease Number of cards' })).toBeDisabled();
  });
});

describe('NativeSelect', () => {
  const OPTIONS = [
    { value: 'mock', label: 'Mock data' },
    { value: 'api', label: 'API' },
  ] as const;

  it('is a combobox named by its label that reports the chosen option’s value', async () => {
    const user = userEvent.setup();
    const chosen: string[] = [];
    function Switch() {
      const [value, setValue] = useState<'mock' | 'api'>('mock');
      return (
        <NativeSelect
          label="Data source"
          options={OPTIONS}
          value={value}
          onValueChange={(next) => {
            chosen.push(next);
            setValue(next);
          }}
        />
      );
    }
    render(<Switch />);
    const select = screen.getByRole('combobox', { name: 'Data source' });
    expect(select).toHaveDisplayValue('Mock data');
    await user.selectOptions(select, 'API');
    expect(chosen).toEqual(['api']);
    expect(select).toHaveDisplayValue('API');
  });

  it('is described by its error', () => {
    render(
      <NativeSelect
        label="Data source"
        options={OPTIONS}
        value="mock"
        onValueChange={() => undefined}
        errorText="Pick a data source."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Data source' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick a data source.');
  });
});

describe('Checkbox', () => {
  it('a disabled box cannot be changed and keeps its value for the form', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(
      <form aria-label="Preferences">
        <Checkbox
          label="Remember me"
          name="remember"
          defaultChecked
          disabled
          onCheckedChange={onCheckedChange}
        />
      </form>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
