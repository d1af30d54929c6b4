import { badRequest } from '../http/errors';
import { MESSAGES } from './limits';
import type { StreamedFile, StreamedForm } from './streamForm';

export interface BatchEntry {
  file: StreamedFile;
  frontFilename: string;
  backFilename: string;
}

const INDEXED = /^cards\[(\d+)\](?:\.|\[)(frontFilename|backFilename)\]?$/;
const FILE_FIELDS = ['files', 'files[]'];

/**
 * Reads the upload-batch form: one `files` entry per card (the composite image) and, per card, its
 * front and back file names. Names may come as repeated `frontFilename` / `backFilename` fields in
 * the same order as the files, or indexed as `cards[0].frontFilename` / `cards[0][frontFilename]`.
 * Without names, the composite's own name stands in for the front.
 */
export function readBatch(form: Pick<StreamedForm, 'fields' | 'files'>): BatchEntry[] {
  const files = form.files.filter((file) => FILE_FIELDS.includes(file.field));
  if (files.length === 0) throw badRequest(MESSAGES.noFiles);

  const indexed = new Map<number, { frontFilename?: string; backFilename?: string }>();
  for (const [key, value] of form.fields) {
    const match = INDEXED.exec(key);
    if (!match) continue;
    const entry = indexed.get(Number(match[1])) ?? {};
    entry[match[2] as 'frontFilename' | 'backFilename'] = value.trim();
    indexed.set(Number(match[1]), entry);
  }
  const all = (name: string) => form.fields.filter(([key]) => key === name).map(([, value]) => value.trim());
  const order = [...indexed.keys()].sort((a, b) => a - b);
  const fronts = indexed.size
    ? order.map((index) => indexed.get(index)?.frontFilename ?? '')
    : all('frontFilename');
  const backs = indexed.size
    ? order.map((index) => indexed.get(index)?.backFilename ?? '')
    : all('backFilename');
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
