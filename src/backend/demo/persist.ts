import * as v from 'valibot';
import { DEMO_SNAPSHOT_VERSION, type DemoSnapshot } from './snapshot';

/**
 * Where the demo keeps its records between visits (decision 0241): the app gives one backed by local
 * storage, so what a demo user created survives a reload. `changed` is called after every call that
 * may have written; the store decides when to serialize (debounced) through `snapshot`.
 */
export interface DemoPersistence {
  /** The kept snapshot's text, or null (first visit, or after 'Reset demo data'). */
  load(): string | null;
  /** The records may have changed: serialize them with `snapshot` when convenient. */
  changed(snapshot: () => string): void;
}

const list = v.array(v.looseObject({ id: v.string() }));

/**
 * The snapshot's outline, checked before use. The records inside were written by this same code
 * (the version guards a change of shape), so their fields are not checked one by one here.
 */
const SnapshotOutline = v.looseObject({
  version: v.literal(DEMO_SNAPSHOT_VERSION),
  data: v.looseObject({
    personas: v.looseObject({}),
    organisation: v.looseObject({}),
    generatedAt: v.string(),
  }),
  customers: list,
  submissions: list,
  workflowTypes: list,
  stepTypes: list,
  workflows: list,
  cards: list,
  prescreenOpenedAt: v.array(v.tuple([v.string(), v.string()])),
  catalogues: v.looseObject({
    cardGrades: list,
    cardGradeErrors: list,
    cardQualifiers: list,
    prescreenRecommendations: list,
  }),
  employees: list,
  accounts: list,
  sessions: v.array(v.tuple([v.string(), v.string()])),
  passwordLinks: v.array(v.tuple([v.string(), v.looseObject({ userId: v.string() })])),
  outbox: list,
  auditEntries: v.optional(v.array(v.looseObject({ id: v.number() }))),
  counters: v.record(v.string(), v.number()),
});

/** The kept snapshot, or null when there is none or it cannot be read (the sample is used then). */
export function parseDemoSnapshot(text: string | null): DemoSnapshot | null {
  if (text === null) return null;
  try {
    const result = v.safeParse(SnapshotOutline, JSON.parse(text));
    return result.success ? (result.output as unknown as DemoSnapshot) : null;
  } catch {
    return null;
  }
}

/** Method names that only read: every other call may write and is followed by a save. */
const READS = new Set([
  'list',
  'get',
  'search',
  'current',
  'currentUser',
  'refresh',
  'history',
  'forSubmission',
  'getType',
  'listTypes',
  'getStepType',
  'reviewCards',
  'searchSubmissions',
  'submission',
  'details',
  'readPasswordLink',
  // The audit trail's reads: /activity, its person filter and its export.
  'activity',
  'people',
  'exportCsv',
]);

/** `api` with every writing method followed (once it settles, either way) by `after()`. */
export function afterWrites<T extends object>(api: T, after: () => void): T {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(api)) {
    if (typeof value === 'function') {
      const method = value as (...args: unknown[]) => unknown;
      wrapped[name] = READS.has(name)
        ? method.bind(api)
        : (...args: unknown[]) => {
            const result = method.apply(api, args);
            if (result instanceof Promise) result.then(after, after);
            else after();
            return result;
          };
    } else if (value !== null && typeof value === 'object') {
      wrapped[name] = afterWrites(value as object, after);
    } else {
      wrapped[name] = value;
    }
  }
  return wrapped as T;
}
