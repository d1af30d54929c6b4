import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ChangedElsewhereDialog,
  Field,
  formStyle,
  Input,
  textOf,
  checkedOf,
  TextAreaField,
  TextField,
  useFormCheck,
  type FieldErrors,
} from '../../src/ui';

type Values = { name: string; email: string; agreed: boolean };
const ORDER = ['name', 'email'] as const;
const read = (form: HTMLFormElement): Values => ({
  name: textOf(form, 'name'),
  email: textOf(form, 'email'),
  agreed: checkedOf(form, 'agreed'),
});
const validate = (values: Values): FieldErrors<(typeof ORDER)[number]> => ({
  ...(values.name.trim() ? {} : { name: 'Name is required' }),
  ...(values.email.includes('@') ? {} : { email: 'Enter a valid email address' }),
});

function ExampleForm({ onValid }: { onValid: (values: Values) => void }) {
  const { errors, submitWith, onInput } = useFormCheck(read, validate, ORDER);
  return (
    <form
      noValidate
      aria-label="Example"
      className={formStyle}
      onSubmit={submitWith(onValid)}
      onInput={onInput}
    >
      <Field label="Name" errorText={errors.name}>
        <Input name="name" />
      </Field>
      <Field label="Email" errorText={errors.email}>
        <Input name="email" />
      </Field>
      {/* A native checkbox: checkedOf reads any checkbox that submits (Ark's submits 'on' the same way). */}
      <label>
        <input type="checkbox" name="agreed" /> Agree
      </label>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form kit (useFormCheck)', () => {
  it('shows nothing before a submit, then every error, focusing the first field in error', async () => {
    const onValid = vi.fn();
    render(<ExampleForm onValid={onValid} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'nope');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('after a failed submit the messages follow the typing, and a valid form hands over its values', async () => {
    const onValid = vi.fn();
    render(<ExampleForm onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'Ada', email: 'ada@example.com', agreed: true });
  });
});

describe('fields bound to a kit form', () => {
  it('name the control by its label, show the message and report each change', async () => {
    const changes: string[] = [];
    const field = {
      name: 'name',
      value: '',
      error: 'Workflow name is required.',
      onChange: (v: string) => changes.push(v),
    };
    render(
      <>
        <TextField label="Workflow name" required field={field} />
        <TextAreaField label="Description" field={{ ...field, name: 'description', error: undefined }} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: /Workflow name/ });
    expect(input).toHaveAttribute('name', 'name');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Workflow name is required.')).toBeInTheDocument();
    await userEvent.type(input, 'A');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'B');
    expect(changes).toEqual(['A', 'B']);
  });
});

describe("the 'Changed since you opened it' question", () => {
  const choice = (theirChanges: string[], bothChanged: string[]) => ({
    open: true,
    theirChanges,
    bothChanged,
    loadTheirs: () => undefined,
    saveMine: () => undefined,
    stay: () => undefined,
  });

  it('names the fields the other person changed by their labels, and warns where both changed', () => {
    // issue 37 item 5: they changed the phone; this user changed the city
    render(
      <ChangedElsewhereDialog
        conflict={choice(['phone', 'zipCode'], [])}
        message="Someone else saved this customer after you opened it."
        fieldLabels={{ phone: 'Phone number' }}
      />,
    );
    const question = screen.getByRole('alertdialog', { name: 'Changed since you opened it' });
    expect(question).toHaveTextContent('They changed: Phone number, Zip code.');
    expect(question).not.toHaveTextContent('You both changed');
  });

  it('says which of their changes saving mine replaces', () => {
    render(
      <ChangedElsewhereDialog
        conflict={choice(['lastName', 'phone'], ['lastName'])}
        message="Someone else saved this record after you opened it."
      />,
    );
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'You both changed: Last name. Saving yours replaces theirs there.',
    );
  });
});
