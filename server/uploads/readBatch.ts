import { badRequest } from '../http/errors';
import { MESSAGES } from './limits';

export interface BatchEntry {
  file: File;
  frontFilename: string;
  backFilename: string;
}

const INDEXED = /^cards\[(\d+)\](?:\.|\[)(frontFilename|backFilename)\]?$/;
const FILE_FIELDS = ['files', 'files[]'];

const text = (value: FormDataEntryValue | undefined) => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads the upload-batch form: one `files` entry per card (the composite image) and, per card, its
 * front and back file names. Names may come as repeated `frontFilename` / `backFilename` fields in
 * the same order as the files, or indexed as `cards[0].frontFilename` / `cards[0][frontFilename]`.
 * Without names, the composite's own name stands in for the front.
 */
export function readBatch(form: FormData): BatchEntry[] {
  const files = FILE_FIELDS.flatMap((field) => form.getAll(field)).filter(
    (value): value is File => typeof value !== 'string',
  );
  if (files.length === 0) throw badRequest(MESSAGES.noFiles);

  const indexed = new Map<number, { frontFilename?: string; backFilename?: string }>();
  for (const [key, value] of form.entries()) {
    const match = INDEXED.exec(key);
    if (!match) continue;
    const entry = indexed.get(Number(match[1])) ?? {};
    entry[match[2] as 'frontFilename' | 'backFilename'] = text(value);
    indexed.set(Number(match[1]), entry);
  }
  const fronts = indexed.size
    ? [...indexed.keys()].sort((a, b) => a - b).map((index) => indexed.get(index)?.frontFilename ?? '')
    : form.getAll('frontFilename').map(text);
  const backs = indexed.size
    ? [...indexed.keys()].sort((a, b) => a - b).map((index) => indexed.get(index)?.backFilename ?? '')
    : form.getAll('backFilename').map(text);

  const named = fronts.length > 0 || backs.length > 0;
  if (named && (fronts.length !== files.length || backs.length !== files.length)) {
    throw badRequest(MESSAGES.mismatch);
  }
  return files.map((file, index) => ({
    file,
    frontFilename: fronts[index] || file.name,
    backFilename: backs[index] ?? '',
  }));
}
