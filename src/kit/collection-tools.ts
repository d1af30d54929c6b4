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

export interface CollectionExportOptions<Row> {
  /** Every row of the list's current query (not just the page on screen). */
  fetchAll: (services: AppServices, signal: AbortSignal) => Promise<readonly Row[]>;
  columns: readonly CsvColumn<Row>[];
  /** The file's name without the date, e.g. 'customers'. */
  name: string;
}

/**
 * Export of a list's current query as CSV: reads every matching row, writes the file, and reports the
 * run so the button can show it is busy; a failure is shown as `error` and the list stays as it was.
 */
export function useCollectionExport<Row>(options: CollectionExportOptions<Row>) {
  const services = useServices();
  const [state, setState] = useState<{ running: boolean; error: string | null }>({
    running: false,
    error: null,
  });
  const run = async () => {
    if (state.running) return;
    setState({ running: true, error: null });
    try {
      const rows = await options.fetchAll(services, new AbortController().signal);
      const day = new Date().toISOString().slice(0, 10);
      downloadText(`${options.name}-${day}.csv`, toCsv(options.columns, rows));
      setState({ running: false, error: null });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : 'Export failed';
      setState({ running: false, error: message });
    }
  };
  return { ...state, run: () => void run() };
}
