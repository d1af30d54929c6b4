import { useState } from 'react';
import { downloadText, toCsv, type CsvColumn } from '../lib/csv';
import { useServices, type AppServices } from './services';

/**
 * A filters panel's draft: the values being edited before Apply, starting from (and returning to)
 * the applied ones. When the applied filters change from outside (Back, Reset, a smart list), the
 * draft follows them. `changed` drives the seed's rule that Apply is disabled when nothing changed.
 */
export function useFilterDraft(applied: Readonly<Record<string, string>>) {
  const appliedKey = JSON.stringify(applied);
  const [state, setState] = useState({ base: appliedKey, draft: applied });
  const draft = state.base === appliedKey ? state.draft : applied;
  if (state.base !== appliedKey) setState({ base: appliedKey, draft: applied });
  const changed = Object.keys({ ...applied, ...draft }).some(
    (name) => (draft[name] ?? '') !== (applied[name] ?? ''),
  );
  return {
    values: draft,
    changed,
    set: (name: string, value: string) => setState({ base: appliedKey, draft: { ...draft, [name]: value } }),
    reset: () => setState({ base: appliedKey, draft: applied }),
  };
}

/** A file the backend wrote for the list's query, and what the person should know about it. */
export interface ExportedFile {
  /** The CSV text. */
  text: string;
  /** Shown beside the button after the download, e.g. that the export was cut; absent: nothing to say. */
  notice?: string;
}

export type CollectionExportOptions<Row> = {
  /** The file's name without the date, e.g. 'customers'. */
  name: string;
} & (
  | {
      /** Every row of the list's current query (not just the page on screen), written here as CSV. */
      fetchAll: (services: AppServices, signal: AbortSignal) => Promise<readonly Row[]>;
      columns: readonly CsvColumn<Row>[];
    }
  | {
      /** The file as the backend writes it for the current query (both data modes alike). */
      fetchFile: (services: AppServices, signal: AbortSignal) => Promise<ExportedFile>;
    }
);

interface ExportState {
  running: boolean;
  error: string | null;
  /** What the last download's file says about itself (an export cut short). */
  notice: string | null;
}

/**
 * Export of a list's current query as CSV: reads every matching row (or the backend's file), writes
 * the file, and reports the run so the button can show it is busy; a failure is shown as `error` and
 * the list stays as it was; a file with something to say about itself leaves its `notice`.
 */
export function useCollectionExport<Row>(options: CollectionExportOptions<Row>) {
  const services = useServices();
  const [state, setState] = useState<ExportState>({ running: false, error: null, notice: null });
  const run = async () => {
    if (state.running) return;
    setState({ running: true, error: null, notice: null });
    try {
      const signal = new AbortController().signal;
      const file =
        'fetchFile' in options
          ? await options.fetchFile(services, signal)
          : { text: toCsv(options.columns, await options.fetchAll(services, signal)) };
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`${options.name}-${day}.csv`, file.text);
      setState({ running: false, error: null, notice: file.notice ?? null });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Export failed';
      setState({ running: false, error: message, notice: null });
    }
  };
  return { ...state, run: () => void run() };
}
