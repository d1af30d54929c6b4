import { createStore } from '@xstate/store';

/**
 * Labels screens give their records for breadcrumbs and page titles ('/customers/12' → 'Ada
 * Lovelace', or 'Customer not found'), keyed by path. Plain shared data: a store, not a machine.
 */
export const createRecordLabels = () =>
  createStore({
    context: { labels: {} as Readonly<Record<string, string>> },
    on: {
      set: (context, event: { path: string; label: string | null }) => {
        const { [event.path]: _previous, ...rest } = context.labels;
        return { labels: event.label === null ? rest : { ...rest, [event.path]: event.label } };
      },
    },
  });

export type RecordLabels = ReturnType<typeof createRecordLabels>;
