import { describe, expect, it, vi } from 'vitest';
import { FAULT_SWITCHES } from '../../../src/backend/demo/fault-switches';
import { createDemoFaults, parseFaultFlag, withFaults } from '../../../src/backend/demo/faults';
import type { RequestProblemSink } from '../../../src/backend/backend';
import { createLiveBackend } from '../../../src/app/live-backend';
import { demo, expectError, SAMPLE } from './demo';

// Decision 0452: QA stages a server failure in the demo by arming a switch named after the call.

function faultyDemo(search: string, answerAfter?: (signal: AbortSignal | undefined) => Promise<void>) {
  const faults = createDemoFaults();
  for (const fault of parseFaultFlag(search)) faults.arm(fault);
  const problems: RequestProblemSink = {
    serverError: vi.fn(),
    networkError: vi.fn(),
    isOnline: () => true,
    sessionExpired: vi.fn(),
  };
  return { backend: withFaults(demo().backend, faults, problems, answerAfter), faults, problems };
}

const submissionId = SAMPLE.workflows[0]?.submissionId ?? '';

describe('demo fault switches', () => {
  it('?fault=name fails the next call of that name once, as a server error, then calls go through', async () => {
    const { backend, problems, faults } = faultyDemo('?fault=workflows.forSubmission');
    expect(faults.armed()).toEqual([{ name: 'workflows.forSubmission', at: 1, status: 500 }]);
    // another call is not affected
    await expect(backend.workflows.history(submissionId)).resolves.toBeInstanceOf(Array);
    await expectError(
      backend.workflows.forSubmission(submissionId),
      'HTTP_ERROR',
      'The server failed (a demo fault, HTTP 500).',
    );
    expect(problems.serverError).toHaveBeenCalledWith(500);
    expect(faults.armed()).toEqual([]);
    await expect(backend.workflows.forSubmission(submissionId)).resolves.toHaveProperty('workflows');
  });

  it('@n fails the n-th call from arming; several switches at once', async () => {
    const { backend, faults } = faultyDemo('?fault=workflows.forSubmission@2,workflows.history');
    await expect(backend.workflows.forSubmission(submissionId)).resolves.toHaveProperty('workflows');
    expect(faults.armed()).toContainEqual({ name: 'workflows.forSubmission', at: 1, status: 500 });
    await expect(backend.workflows.forSubmission(submissionId)).rejects.toMatchObject({ status: 500 });
    await expect(backend.workflows.history(submissionId)).rejects.toMatchObject({ code: 'HTTP_ERROR' });
    await expect(backend.workflows.forSubmission(submissionId)).resolves.toHaveProperty('workflows');
  });

  it(':401 refuses a sign-in, and signs a signed-in call out (the sign-in dialog opens)', async () => {
    const { backend, problems } = faultyDemo('?fault=session.login:401&fault=customers.search:401');
    await expectError(
      backend.session.login({ email: 'admin@example.com', password: 'secret' }),
      'INVALID_CREDENTIALS',
      'Invalid email or password',
    );
    expect(problems.sessionExpired).not.toHaveBeenCalled();
    await expectError(
      backend.customers.search({ pageNumber: 1, pageSize: 5 }),
      'SESSION_NOT_FOUND',
      'Session expired',
    );
    expect(problems.sessionExpired).toHaveBeenCalledTimes(1);
    expect(problems.serverError).not.toHaveBeenCalled();
  });

  it("reaches calls at any depth, and through the app's live backend whose areas are callable proxies", async () => {
    const faults = createDemoFaults();
    faults.arm({ name: 'catalogues.cardGrades.list' });
    faults.arm({ name: 'prescreening.reviewCards' });
    const problems: RequestProblemSink = {
      serverError: vi.fn(),
      networkError: vi.fn(),
      isOnline: () => true,
    };
    const { backend } = demo();
    // as the app has it: its live backend over the wrapped demo, itself a live backend over the demo
    const live = createLiveBackend(
      () => 'mock',
      async () =>
        withFaults(
          createLiveBackend(
            () => 'mock',
            async () => backend,
          ),
          faults,
          problems,
        ),
    );
    expect(live.mode).toBe('mock');
    await expect(live.catalogues.cardGrades.list()).rejects.toMatchObject({ code: 'HTTP_ERROR' });
    await expect(live.catalogues.cardGrades.list()).resolves.toBeInstanceOf(Array);
    await expect(live.prescreening.reviewCards('1')).rejects.toMatchObject({ status: 500 });
    await expect(live.prescreening.reviewCards('1')).resolves.toHaveProperty('cards');
  });

  it(':hang never answers the call until its caller gives up, as a hung request does', async () => {
    const { backend, problems } = faultyDemo('?fault=workflows.history:hang');
    const caller = new AbortController();
    let settled = false;
    const hung = backend.workflows.history(submissionId, { signal: caller.signal }).finally(() => {
      settled = true;
    });
    // other calls, and the same call afterwards, still answer
    await expect(backend.workflows.forSubmission(submissionId)).resolves.toHaveProperty('workflows');
    await expect(backend.workflows.history(submissionId)).resolves.toBeInstanceOf(Array);
    expect(settled).toBe(false);
    caller.abort(new DOMException('gave up', 'AbortError'));
    await expect(hung).rejects.toMatchObject({ name: 'AbortError' });
    expect(problems.serverError).not.toHaveBeenCalled();
  });

  it('fails only after the time an answer takes, so the screen shows its busy state as for a real 500', async () => {
    let answer = () => {};
    const answerAfter = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const { backend, problems } = faultyDemo('?fault=workflows.history', answerAfter);
    const caller = new AbortController();
    let settled = false;
    const failing = backend.workflows.history(submissionId, { signal: caller.signal }).finally(() => {
      settled = true;
    });
    await expect(backend.workflows.forSubmission(submissionId)).resolves.toHaveProperty('workflows');
    // still waiting for its answer: nothing failed yet, no server toast
    expect(settled).toBe(false);
    expect(problems.serverError).not.toHaveBeenCalled();
    // the wait is the call's own: giving up on the call gives up on it
    expect(answerAfter).toHaveBeenCalledWith(caller.signal);
    answer();
    await expectError(failing, 'HTTP_ERROR', 'The server failed (a demo fault, HTTP 500).');
    expect(problems.serverError).toHaveBeenCalledWith(500);
  });

  it('ignores what it cannot read, and tells the panel what is armed', () => {
    expect(parseFaultFlag('?fault=nothing,a.b@x,session.login:403&latency=off')).toEqual([]);
    const faults = createDemoFaults();
    const heard = vi.fn();
    faults.subscribe(heard);
    faults.arm({ name: 'cards.list', at: 3 });
    faults.take('cards.list');
    expect(faults.armed()).toEqual([{ name: 'cards.list', at: 2, status: 500 }]);
    faults.clear();
    expect(faults.armed()).toEqual([]);
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it("names only calls the demo backend has (or the update check's own)", () => {
    const { backend } = demo();
    for (const name of Object.keys(FAULT_SWITCHES)) {
      const [area, method] = name.split('.') as [string, string];
      if (area === 'version') continue;
      const calls = (backend as unknown as Record<string, Record<string, unknown>>)[area];
      expect(typeof calls?.[method], name).toBe('function');
    }
  });
});
