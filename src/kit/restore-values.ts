import { useMemo } from 'react';
import * as v from 'valibot';
import { useHistoryState } from 'wouter/use-browser-location';
import type { AuditValue } from '../domain/audit';

/**
 * An admin's Restore on a History entry (issue 41 item 4, decision 0433) opens the record's edit form
 * with the entry's previous values in the browser history's state (not the URL: they may be personal
 * details); the form puts them over the record as loaded, and the admin saves them like any edit.
 */
export const RESTORE_STATE_KEY = 'restoreValues';

export interface RestoreState {
  /** The values an update replaced, by field. */
  values: Readonly<Record<string, AuditValue>>;
  /** When that update was made (ISO). */
  at: string;
}

const RestoreStateSchema = v.object({
  values: v.record(v.string(), v.nullable(v.union([v.string(), v.number(), v.boolean()]))),
  at: v.string(),
});

/** The restore a browser history state holds, if any. */
export function restoreStateOf(state: unknown): RestoreState | null {
  if (typeof state !== 'object' || state === null || !(RESTORE_STATE_KEY in state)) return null;
  const parsed = v.safeParse(RestoreStateSchema, (state as Record<string, unknown>)[RESTORE_STATE_KEY]);
  return parsed.success ? parsed.output : null;
}

/**
 * The restore this page is showing, followed as it changes: a Restore on the page's own History
 * (a catalogue record's, a workflow type's) puts it in this page's state instead of opening a page.
 * Null when there is none; a new object for each Restore, so the same entry restored twice applies twice.
 */
export function useRestoreState(): RestoreState | null {
  const state: unknown = useHistoryState();
  return useMemo(() => restoreStateOf(state), [state]);
}

/** After the restored values are saved, the page no longer holds them (a reload shows the record as saved). */
export function clearRestoreState(): void {
  const state: unknown = window.history.state;
  if (restoreStateOf(state) === null) return;
  const { [RESTORE_STATE_KEY]: _restored, ...rest } = state as Record<string, unknown>;
  window.history.replaceState(rest, '', window.location.href);
}

/**
 * The restored values a form holds, each in the shape the form keeps it (text, number or yes/no);
 * fields the form does not have are left out.
 */
export function restoredFields(
  restore: RestoreState,
  form: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(restore.values)) {
    if (!(field in form)) continue;
    const current = form[field];
    if (typeof current === 'string') fields[field] = value === null ? '' : String(value);
    else if (typeof current === 'number') fields[field] = value === null || value === '' ? 0 : Number(value);
    else if (typeof current === 'boolean') fields[field] = value === true || value === 'true';
    // ids are kept as numbers in the trail (auditFieldsOf); forms hold them as text
    else fields[field] = field.endsWith('Id') && typeof value === 'number' ? String(value) : value;
  }
  return fields;
}
