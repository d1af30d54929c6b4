import { FileUpload, useFileUpload } from '@ark-ui/react/file-upload';
import { ImageOff, ImageUp } from 'lucide-react';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { buttonRecipe } from './button';
import { LabelText } from './field';
import { errorStyle, fieldStyle, helperStyle, labelStyle } from './recipes';

/** A kind of image the field takes: its MIME type and the name people know it by. */
export interface ImageKind {
  mime: `image/${string}`;
  name: string;
}

export interface ImageFileFieldProps {
  label: string;
  /** The image as a data: URL; '' for none. */
  value: string;
  /** The picked image, read as a data: URL; '' once removed. */
  onChange: (value: string) => void;
  /** The kinds it takes, e.g. PNG, JPEG and WebP. */
  kinds: readonly ImageKind[];
  /** The largest file, in bytes. */
  maxBytes: number;
  helperText?: string;
  /** The form's own message about the value (its rules), shown under the field. */
  errorText?: string | undefined;
  disabled?: boolean;
  /** The preview's text alternative, e.g. 'Current logo'. */
  previewAlt: string;
  /** 'Remove logo'. */
  removeLabel: string;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`;

/** A list in words: 'PNG, JPEG or WebP'. */
const orList = (names: readonly string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

/** Why a picked file was refused, in words: its kind or its size against what the field takes. */
export function refusalText(
  file: Pick<File, 'name' | 'type' | 'size'>,
  errors: readonly string[],
  kinds: readonly ImageKind[],
  maxBytes: number,
): string {
  const wanted = orList(kinds.map((kind) => kind.name));
  if (errors.includes('FILE_INVALID_TYPE')) {
    const extension = file.name.includes('.') ? file.name.split('.').pop()?.toUpperCase() : '';
    const kind = extension ? `a ${extension} file` : 'not an image this field takes';
    return `${file.name} is ${kind}: choose a ${wanted} image.`;
  }
  if (errors.includes('FILE_TOO_LARGE')) {
    return `${file.name} is ${kb(file.size)}: the image can be at most ${kb(maxBytes)}.`;
  }
  return `${file.name} could not be used: choose a ${wanted} image of at most ${kb(maxBytes)}.`;
}

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(file);
  });

const dropzoneStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '4',
  flexWrap: 'wrap',
  p: '3',
  border: 'default',
  borderStyle: 'dashed',
  borderRadius: 'md',
  bg: 'bg.subtle',
  '&[data-dragging]': { borderColor: 'accent.default', bg: 'bg.muted' },
  '&[data-invalid]': { borderColor: 'border.danger' },
});
const previewStyle = css({
  maxH: '16',
  maxW: '48',
  objectFit: 'contain',
  bg: 'white',
  border: 'default',
  borderRadius: 'sm',
  p: '1',
});
const emptyStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const actionsStyle = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center' });

/**
 * An image picked from a file (Ark's FileUpload): the current image's preview, 'Choose image' or
 * 'Replace image', a drop area, and Remove. A file of another kind or too large is refused before
 * it is read, saying why in words; the form's own rules still speak through `errorText`.
 */
export function ImageFileField({
  label,
  value,
  onChange,
  kinds,
  maxBytes,
  helperText,
  errorText,
  disabled = false,
  previewAlt,
  removeLabel,
}: ImageFileFieldProps) {
  // Why the last pick was refused: what this control saw of a file, never a value of the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const ids = useId();
  const helperId = `${ids}-helper`;
  const errorId = `${ids}-error`;
  const message = refusal ?? errorText;
  const labelId = `${ids}-label`;
  const actionId = `${ids}-action`;
  const upload = useFileUpload({
    ids: { label: labelId },
    accept: kinds.map((kind) => kind.mime),
    maxFiles: 1,
    maxFileSize: maxBytes,
    disabled,
    onFileAccept: ({ files }) => {
      const [file] = files;
      upload.clearFiles();
      if (!file) return;
      setRefusal(null);
      void readAsDataUrl(file).then(onChange, () => setRefusal(`${file.name} could not be read.`));
    },
    onFileReject: ({ files }) => {
      const [rejected] = files;
      upload.clearRejectedFiles();
      if (rejected) setRefusal(refusalText(rejected.file, rejected.errors, kinds, maxBytes));
    },
  });
  const described = [helperText ? helperId : '', message ? errorId : ''].filter(Boolean).join(' ');
  const button = buttonRecipe({ variant: 'secondary', size: 'sm' });
  return (
    <FileUpload.RootProvider value={upload} className={fieldStyle}>
      <FileUpload.Label className={labelStyle}>
        <LabelText label={label} />
      </FileUpload.Label>
      {/* A drop target around the preview and its buttons (a group, not a button holding buttons). */}
      <FileUpload.Dropzone
        disableClick
        role="group"
        className={dropzoneStyle}
        data-invalid={message ? '' : undefined}
        aria-label={`${label}: drop an image here`}
      >
        {value ? (
          <img src={value} alt={previewAlt} className={previewStyle} />
        ) : (
          <span className={emptyStyle}>No image yet. Drop one here or choose a file.</span>
        )}
        <div className={actionsStyle}>
          {/* Named 'Logo image Choose image': the field's label, then what the button does. */}
          <FileUpload.Trigger
            className={button}
            aria-labelledby={`${labelId} ${actionId}`}
            aria-describedby={described || undefined}
          >
            <ImageUp size={16} aria-hidden />
            <span id={actionId}>{value ? 'Replace image' : 'Choose image'}</span>
          </FileUpload.Trigger>
          {value && (
            <button
              type="button"
              className={buttonRecipe({ variant: 'ghost', size: 'sm' })}
              disabled={disabled}
              onClick={(event) => {
                event.stopPropagation();
                setRefusal(null);
                onChange('');
              }}
            >
              <ImageOff size={16} aria-hidden />
              {removeLabel}
            </button>
          )}
        </div>
      </FileUpload.Dropzone>
      <FileUpload.HiddenInput />
      {helperText && (
        <p id={helperId} className={helperStyle}>
          {helperText}
        </p>
      )}
      {message && (
        <p id={errorId} className={errorStyle} role="alert">
          {message}
        </p>
      )}
    </FileUpload.RootProvider>
  );
}
