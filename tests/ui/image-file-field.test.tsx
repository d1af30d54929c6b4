import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ImageFileField, refusalText } from '../../src/ui';
import './jsdom-shims';

// Issue 40 item 4: the business profile's logo picker, a proper control other screens can use.
const KINDS = [
  { mime: 'image/png', name: 'PNG' },
  { mime: 'image/jpeg', name: 'JPEG' },
  { mime: 'image/webp', name: 'WebP' },
] as const;

function Harness({ initial = '', errorText }: { initial?: string; errorText?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ImageFileField
        label="Logo image"
        value={value}
        onChange={setValue}
        kinds={KINDS}
        maxBytes={1024}
        helperText="PNG, JPEG or WebP, at most 1 KB."
        errorText={errorText}
        previewAlt="Current logo"
        removeLabel="Remove logo"
      />
      <output aria-label="value">{value}</output>
    </>
  );
}

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ImageFileField', () => {
  it('picks an image, shows it, replaces and removes it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByText(/No image yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logo image Choose image' })).toBeInTheDocument();
    await user.upload(input(), file('logo.png', 'image/png', 200));
    await waitFor(() =>
      expect(screen.getByLabelText('value').textContent).toMatch(/^data:image\/png;base64,/),
    );
    expect(screen.getByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logo image Replace image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.getByLabelText('value')).toHaveTextContent('');
    expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
  });

  it('refuses another kind or a larger file in words, keeping the current image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness initial="data:image/png;base64,AAAA" />);
    await user.upload(input(), file('logo.svg', 'image/svg+xml', 200));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'logo.svg is a SVG file: choose a PNG, JPEG or WebP image.',
    );
    expect(screen.getByLabelText('value')).toHaveTextContent('data:image/png;base64,AAAA');
    await user.upload(input(), file('big.jpg', 'image/jpeg', 5000));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'big.jpg is 5 KB: the image can be at most 1 KB.',
    );
    expect(screen.getByRole('button', { name: 'Logo image Replace image' })).toHaveAccessibleDescription(
      /big\.jpg is 5 KB/,
    );
    // a good pick clears the refusal
    await user.upload(input(), file('ok.webp', 'image/webp', 100));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows the form's own message about the value", () => {
    render(<Harness errorText="The logo must be a PNG, JPEG or WebP image of at most 100 KB" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The logo must be a PNG');
  });

  it('words a refusal by what was wrong', () => {
    expect(refusalText({ name: 'scan', type: '', size: 10 }, ['FILE_INVALID_TYPE'], KINDS, 1024)).toBe(
      'scan is not an image this field takes: choose a PNG, JPEG or WebP image.',
    );
    expect(refusalText({ name: 'x.png', type: 'image/png', size: 10 }, ['FILE_INVALID'], KINDS, 2048)).toBe(
      'x.png could not be used: choose a PNG, JPEG or WebP image of at most 2 KB.',
    );
  });
});
