import type { Backend } from '../../../src/backend/backend';
import { isAppError, type AppErrorCode } from '../../../src/domain/errors';
import type { Persona } from '../../../src/domain/session';
import type { Page } from '../../../src/domain/paging';
import { SERVICE_KEYS, type ServiceCounts, type SubmissionInput } from '../../../src/domain/submission';

/** What each implementation provides: a fresh backend, and a way to sign in as a persona. */
export interface BehaviourContext {
  backend: Backend;
  /** Signs in as the persona (demo: pick it and log in; HTTP: log in with its credentials). */
  signInAs(persona: Persona): Promise<void>;
}

export type MakeContext = () => BehaviourContext | Promise<BehaviourContext>;

/** The current test's context; set by the suite's beforeEach. */
export type ContextGetter = () => BehaviourContext;

/** Values no earlier run (against a persistent server) can have used. */
let counter = 0;
export const unique = (prefix: string): string =>
  `${prefix}${Date.now().toString(36)}${(counter += 1).toString(36)}`;

/** Awaits a rejection and returns it as an AppError, failing the test for anything else. */
export async function rejection(promise: Promise<unknown>) {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

export async function expectCode(promise: Promise<unknown>, codes: readonly AppErrorCode[]): Promise<void> {
  const error = await rejection(promise);
  expect(codes).toContain(error.code);
}

export const counts = (given: Partial<ServiceCounts>): ServiceCounts => ({
  ...(Object.fromEntries(SERVICE_KEYS.map((key) => [key, 0])) as ServiceCounts),
  ...given,
});

export const submissionInput = (
  customerId: string,
  overrides: Partial<SubmissionInput> = {},
): SubmissionInput => ({
  ...counts({ psaRegularCount: 3, sgcStandardCount: 2 }),
  customerId,
  prescreening: 2,
  consignAfterGrading: true,
  notes: unique('Behaviour check '),
  ...overrides,
});

/** Some active customer to hang submissions on. */
export async function anyActiveCustomerId(backend: Backend): Promise<string> {
  const page = await backend.customers.search({ pageNumber: 1, pageSize: 1, isActive: true });
  const id = page.items[0]?.id;
  if (!id) throw new Error('the sample data has no active customer');
  return id;
}

/** A 1x1 JPEG, small enough to inline and valid enough for any image check. */
const TINY_JPEG_BASE64 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';

export const tinyJpeg = (): Blob =>
  new Blob([Uint8Array.from(atob(TINY_JPEG_BASE64), (char) => char.charCodeAt(0))], { type: 'image/jpeg' });

/** Lower-cased comparison, which every implementation's name ordering agrees with. */
export const inOrder = (values: readonly string[]): boolean =>
  values.every(
    (value, index) => index === 0 || (values[index - 1] ?? '').toLowerCase() <= value.toLowerCase(),
  );

/** A search's pages hold the list's rows in its order, each page with the whole list's total. */
export async function expectPagesOf<Row extends { id: string }>(
  list: readonly Row[],
  search: (page: { pageNumber: number; pageSize: number }) => Promise<Page<Row>>,
): Promise<void> {
  const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
  const all = await search({ pageNumber: 1, pageSize: 1000 });
  expect(ids(all.items)).toEqual(ids(list));
  expect(all.totalRecords).toBe(list.length);
  const second = await search({ pageNumber: 2, pageSize: 1 });
  expect(ids(second.items)).toEqual(ids(list.slice(1, 2)));
  expect(second.totalRecords).toBe(list.length);
}
