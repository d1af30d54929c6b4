import { createInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { sessionMachine } from '../../machines/session';
import type { LoginCredentials, SessionUser } from '../../src/domain/session';
import { createInspection, isInspectionRequested } from '../../src/lib/inspection/inspect';
import {
  isSafeField,
  maskEvent,
  maskInspectionEvent,
  maskingInspectorOptions,
  maskValue,
} from '../../src/lib/inspection/masking';

const customer = {
  id: 12,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '555-123-4567',
  address1: '1 Analytical Way',
  address2: null,
  city: 'London',
  state: 'NY',
  zipCode: '10001',
  notes: 'Prefers calls',
  canEmail: true,
  tags: ['vip'],
  metrics: { lifetimeRevenue: 1200, submissionCount: 3 },
};

describe('masking by allow-list', () => {
  it('shows only fields declared safe; everything else becomes its kind and length', () => {
    expect(maskValue(customer)).toEqual({
      id: 12,
      firstName: 'text(3)',
      lastName: 'text(8)',
      email: 'text(15)',
      phoneNumber: 'text(12)',
      address1: 'text(16)',
      address2: null,
      city: 'text(6)',
      state: 'text(2)',
      zipCode: 'text(5)',
      notes: 'text(13)',
      canEmail: true,
      tags: ['text(3)'],
      metrics: { lifetimeRevenue: 'number', submissionCount: 3 },
    });
  });

  it('masks a value whatever its field is called, so a new field is masked until declared safe', () => {
    expect(maskEvent({ type: 'form.change', field: 'phone', value: '+1 555 0100' })).toEqual({
      type: 'form.change',
      field: 'phone',
      value: 'text(11)',
    });
    expect(maskValue({ nickname: 'Ada', favouriteColour: 'red', score: 9 })).toEqual({
      nickname: 'text(3)',
      favouriteColour: 'text(3)',
      score: 'number',
    });
  });

  it('keeps ids, codes, statuses, counts and flags readable, and masks an email even in a safe field', () => {
    const safe = {
      cardId: '101',
      stepIds: ['1', '2'],
      status: 'active',
      code: 'INVALID_CREDENTIALS',
      totalCount: 4,
      index: 1,
      roles: ['ADMIN'],
      mode: 'mock',
      dirty: true,
    };
    expect(maskValue({ ...safe, id: 'ada@example.com' })).toEqual({ ...safe, id: 'text(15)' });
    for (const key of ['cardId', 'card_id', 'imageStatus', 'nextId', 'type'])
      expect(isSafeField(key)).toBe(true);
    for (const key of ['paid', 'valid', 'zipCode', 'value', 'state', 'name', 'text']) {
      expect(isSafeField(key)).toBe(false);
    }
  });

  it('survives cycles, errors (code kept, message masked), files, deep nesting and functions', () => {
    const cyclic: Record<string, unknown> = { email: 'a@b.co' };
    cyclic.self = cyclic;
    const error = Object.assign(new Error('No account for ada@example.com'), { code: 'INVALID_CREDENTIALS' });
    expect(maskValue({ cyclic, error, run: () => 1, photo: new Blob(['12345']) })).toEqual({
      cyclic: { email: 'text(6)', self: '[Circular]' },
      error: { name: 'Error', message: 'text(30)', code: 'INVALID_CREDENTIALS' },
      photo: 'file(5)',
    });
  });

  it('keeps the inspector envelope and the state value, masks context, input, output and event', () => {
    const envelope = { type: '@xstate.snapshot', sessionId: 'x:1', rootId: 'x:0', _version: '1' };
    const state = { status: 'active', value: { reviewing: 'editing' } };
    const event = maskInspectionEvent({
      ...envelope,
      snapshot: {
        ...state,
        context: { drafts: { '101': { notes: 'Whitening on the back' } }, index: 0 },
        input: { email: 'a@b.co' },
        historyValue: { anything: 'dropped' },
      },
      event: { type: 'prescreen.change', values: { notes: 'Whitening on the back' } },
      unknownField: 'Ada Lovelace',
    });
    expect(event).toEqual({
      ...envelope,
      snapshot: {
        ...state,
        context: { drafts: { '101': { notes: 'text(21)' } }, index: 0 },
        input: { email: 'text(6)' },
      },
      event: { type: 'prescreen.change', values: { notes: 'text(21)' } },
    });
  });

  it('nothing identifying leaves the page when a real session actor is inspected', async () => {
    const sent: unknown[] = [];
    const inspector = createInspector({ send: (event) => void sent.push(event) }, maskingInspectorOptions());
    const user: SessionUser = {
      id: '42',
      email: 'ada@example.com',
      fullName: 'Ada Lovelace',
      displayName: 'Ada',
      phone: '555-123-4567',
      roles: ['ADMIN'],
    };
    const actor = createActor(
      sessionMachine.provide({
        actors: {
          refreshSession: fromPromise<SessionUser | null>(async () => {
            throw new Error('no session for ada@example.com');
          }),
          login: fromPromise<SessionUser, LoginCredentials>(async () => user),
        },
      }),
      { inspect: inspector.inspect },
    ).start();
    await vi.waitFor(() => expect(actor.getSnapshot().matches('anonymous')).toBe(true));
    actor.send({ type: 'session.login', email: 'ada@example.com', password: 'correct horse battery' });
    await vi.waitFor(() => expect(actor.getSnapshot().matches('authenticated')).toBe(true));
    // The inspector sends on its own schedule: wait until the sign-in has reached it.
    await vi.waitFor(() => expect(JSON.stringify(sent)).toContain('authenticated'));
    const text = JSON.stringify(sent);
    expect(sent.length).toBeGreaterThan(5);
    for (const secret of ['ada@example.com', 'Ada Lovelace', 'correct horse battery', '555-123-4567']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('session.login');
    expect(text).toContain('authenticated');
    actor.stop();
  });
});

describe('createInspection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('is off unless asked for', () => {
    expect(createInspection('', { dev: true, storage: null })).toBeUndefined();
    expect(createInspection('?page=2', { dev: false, storage: { getItem: () => 'true' } })).toBeUndefined();
    expect(isInspectionRequested('?inspect=false', { dev: true, storage: null })).toBe(false);
    expect(isInspectionRequested('?inspect', { dev: false, storage: null })).toBe(true);
    expect(isInspectionRequested('?inspect=1', { dev: false, storage: null })).toBe(true);
    expect(isInspectionRequested('', { dev: true, storage: { getItem: () => 'true' } })).toBe(true);
    expect(isInspectionRequested('', { dev: true, storage: { getItem: () => 'false' } })).toBe(false);
  });

  it('loads the inspector lazily, with masking, and forwards buffered events', async () => {
    const next = vi.fn();
    let options: unknown;
    let resolveLoad!: () => void;
    const loaded = new Promise<void>((resolve) => (resolveLoad = resolve));
    const createBrowserInspector = vi.fn((given: unknown) => {
      options = given;
      return { inspect: { next } } as never;
    });
    const inspect = createInspection('?inspect', {
      load: async () => {
        await loaded;
        return { createBrowserInspector };
      },
    });
    expect(inspect).toBeTypeOf('function');
    const first = { type: '@xstate.event' } as unknown as InspectionEvent;
    inspect!(first);
    expect(createBrowserInspector).not.toHaveBeenCalled();
    resolveLoad();
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(first));
    const second = { type: '@xstate.snapshot' } as unknown as InspectionEvent;
    inspect!(second);
    expect(next).toHaveBeenLastCalledWith(second);
    const { serialize, sanitizeContext, sanitizeEvent } = options as ReturnType<
      typeof maskingInspectorOptions
    >;
    expect(sanitizeContext!({ email: 'a@b.co' })).toEqual({ email: 'text(6)' });
    expect(sanitizeEvent!({ type: 'x', phone: '1' })).toEqual({ type: 'x', phone: 'text(1)' });
    expect(serialize).toBeTypeOf('function');
  });

  it('stops quietly when the inspector cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inspect = createInspection('?inspect', { load: () => Promise.reject(new Error('offline')) });
    inspect!({ type: '@xstate.event' } as unknown as InspectionEvent);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(() => inspect!({ type: '@xstate.event' } as unknown as InspectionEvent)).not.toThrow();
  });
});
