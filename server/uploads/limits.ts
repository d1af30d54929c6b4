/**
 * Upload limits. A composite of a 12 MP front and back is 24 MP and a few MB as AVIF or JPEG, so these
 * leave room for large phone photos while refusing files that would exhaust memory when decoded.
 */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
export const MAX_FILES_PER_BATCH = 50;
/** The whole multipart body; checked before it is read. */
export const MAX_BATCH_BYTES = 200 * 1024 * 1024;

export const MESSAGES = {
  notImage: 'Only image uploads are supported.',
  tooLarge: (name: string) => `${name} is larger than 15 MB. Upload images of 15 MB or less.`,
  tooManyPixels: (name: string) => `${name} is larger than 40 megapixels. Upload smaller images.`,
  unreadable: (name: string) => `We could not read the size of ${name}. Please try a different file.`,
  batchTooLarge: 'This upload is larger than 200 MB. Send fewer cards at a time.',
  tooManyFiles: `Upload at most ${MAX_FILES_PER_BATCH} cards at a time.`,
  noFiles: 'Add at least one card image to upload.',
  notMultipart: 'Send the cards as multipart/form-data.',
  mismatch: 'Each card needs one composite image in files with its frontFilename and backFilename.',
  notUtf8: 'File names and form fields must be valid UTF-8 text.',
} as const;
