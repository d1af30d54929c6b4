// Generated Markdown goes through the project's Prettier settings, so `prettier --check .` and the
// staleness tests agree on one exact text.
import { format, resolveConfig } from 'prettier';

export async function formatMarkdown(text: string, file: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}
