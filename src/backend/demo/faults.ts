/**
 * The demo's fault switches (decision 0452): QA and the generated end-to-end paths make one call of the
 * demo fail on purpose, to see what a screen does when the server fails, without a server. A switch is
 * named by the Backend method it breaks (`prescreening.saveCard`) or by a step of the app's own
 * (`version.read`); arming it makes a later call of that name fail once: the next one, or the n-th from
 * now. Armed from the address (`?fault=prescreening.saveCard`, see `parseFaultFlag`) or from the Demo
 * faults panel on the Statecharts page.
 */
import { AppError } from '../../domain/errors';
import type { Backend, RequestProblemSink } from '../backend';

/**
 * How an armed call fails: the server answers 500 (default) or 401 (signed out), or never answers
 * ('hang', the fault matrix's hung request: the call waits until its caller gives up or the page goes).
 */
export type FaultStatus = 500 | 401 | 'hang';

export interface ArmedFault {
  readonly name: string;
  /** The call of this name, counted from now, that fails: 1 is the next one. */
  readonly at: number;
  readonly status: FaultStatus;
}

interface Pending {
  name: string;
  /** Fails when the name's call count reaches this. */
  due: number;
  status: FaultStatus;
}

export interface DemoFaults {
  /** Makes the `at`-th call of `name` from now fail (the next one by default). */
  arm(fault: { name: string; at?: number; status?: FaultStatus }): void;
  /** Disarms every switch. */
  clear(): void;
  /** What is armed, in order, each counted from now. */
  armed(): readonly ArmedFault[];
  /** Counts one call of `name`; answers how it fails, or null when it goes through. */
  take(name: string): FaultStatus | null;
  subscribe(listener: () => void): () => void;
}

export function createDemoFaults(): DemoFaults {
  const calls = new Map<string, number>();
  let pending: Pending[] = [];
  const listeners = new Set<() => void>();
  let snapshot: readonly ArmedFault[] = [];
  const publish = () => {
    snapshot = pending.map((fault) => ({
      name: fault.name,
      at: fault.due - (calls.get(fault.name) ?? 0),
      status: fault.status,
    }));
    for (const listener of listeners) listener();
  };
  return {
    arm({ name, at = 1, status = 500 }) {
      pending = [...pending, { name, due: (calls.get(name) ?? 0) + Math.max(1, Math.floor(at)), status }];
      publish();
    },
    clear() {
      pending = [];
      publish();
    },
    armed: () => snapshot,
    take(name) {
      const count = (calls.get(name) ?? 0) + 1;
      calls.set(name, count);
      const hit = pending.find((fault) => fault.name === name && fault.due === count);
      // the counts of armed switches move on, so the panel's "in n calls" does too
      if (hit) pending = pending.filter((fault) => fault !== hit);
      if (hit || pending.some((fault) => fault.name === name)) publish();
      return hit?.status ?? null;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const FAULT = /^([A-Za-z]+(?:\.[A-Za-z]+)+)(?:@(\d+))?(?::(500|401|hang))?$/;

/**
 * `?fault=prescreening.saveCard` (the next call fails with 500), `?fault=workflows.forSubmission@2` (the
 * second one does), `?fault=session.login:401` (answers 401), `?fault=cards.uploadBatch:hang` (never
 * answers); several separated by commas, or the
 * parameter given more than once. Anything else is ignored.
 */
export function parseFaultFlag(search: string): Array<{ name: string; at: number; status: FaultStatus }> {
  const params = new URLSearchParams(search);
  return params
    .getAll('fault')
    .flatMap((value) => value.split(','))
    .flatMap((text) => {
      const match = FAULT.exec(text.trim());
      if (!match) return [];
      return [
        {
          name: match[1]!,
          at: match[2] ? Number(match[2]) : 1,
          status: statusOf(match[3]),
        },
      ];
    });
}

function statusOf(text: string | undefined): FaultStatus {
  if (text === '401') return 401;
  return text === 'hang' ? 'hang' : 500;
}

/** The error a failed call rejects with, as the HTTP backend words the same answer. */
export function faultError(name: string, status: 500 | 401): AppError {
  if (status === 500) {
    return new AppError('HTTP_ERROR', 'The server failed (a demo fault, HTTP 500).', { status: 500 });
  }
  if (name === 'session.login') {
    return new AppError('INVALID_CREDENTIALS', 'Invalid email or password', { status: 401 });
  }
  return new AppError('SESSION_NOT_FOUND', 'Session expired', { status: 401 });
}

/**
 * The demo backend with its switches: every call (`prescreening.saveCard(...)`, at any depth) first
 * asks the switches, and an armed one fails as the HTTP backend would fail the same answer (a 500 also
 * shows the server toast; a 401 on a signed-in call opens the sign-in dialog). Other calls go straight
 * through. The backend's areas may be objects or callable proxies (the live backend's), so both are
 * wrapped the same way. `answerAfter` is how long a failing answer takes: a server takes its time to
 * fail too, so a screen shows its busy state (Save spinning) as long as for a call that succeeds.
 */
export function withFaults(
  backend: Backend,
  faults: DemoFaults,
  problems: RequestProblemSink,
  answerAfter?: (signal: AbortSignal | undefined) => Promise<void>,
): Backend {
  const fail = async (name: string, status: 500 | 401, args: readonly unknown[]): Promise<never> => {
    await answerAfter?.(signalOf(args));
    if (status === 500) problems.serverError(500);
    else if (!name.startsWith('session.')) problems.sessionExpired?.();
    throw faultError(name, status);
  };
  const wrap = (target: object, path: readonly string[], owner: unknown): unknown =>
    new Proxy(target, {
      get(inner, key, receiver) {
        const value: unknown = Reflect.get(inner, key, receiver);
        // not a thenable: `await backend.session` must not see one
        if (typeof key !== 'string' || key === 'then') return value;
        // `method.apply(owner, args)` (how the live backend calls) is a call of the method itself
        if (typeof inner === 'function' && (key === 'apply' || key === 'call' || key === 'bind')) {
          return (Function.prototype[key] as (...a: unknown[]) => unknown).bind(receiver);
        }
        if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
        return wrap(value, [...path, key], inner);
      },
      apply(inner, _this, args: unknown[]) {
        const name = path.join('.');
        const status = faults.take(name);
        if (status === null) return Reflect.apply(inner as (...a: unknown[]) => unknown, owner, args);
        if (status === 'hang') return hungCall(args);
        return fail(name, status, args);
      },
    });
  return wrap(backend, [], null) as Backend;
}

/** The AbortSignal a call was given in its options, if any. */
const signalOf = (args: readonly unknown[]): AbortSignal | undefined =>
  args
    .map((arg) => (arg !== null && typeof arg === 'object' ? Reflect.get(arg, 'signal') : undefined))
    .find((value): value is AbortSignal => value instanceof AbortSignal);

/** A call the server never answers: it settles only when the caller's AbortSignal gives up on it. */
function hungCall(args: readonly unknown[]): Promise<never> {
  const signal = signalOf(args);
  return new Promise((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}
