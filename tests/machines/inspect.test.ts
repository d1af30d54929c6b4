import { createInspector } from '@statelyai/inspect';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type InspectionEvent } from 'xstate';
import { sessionMachine } from '../../machines/session';
import type { LoginCredentials, SessionUser } from '../../src/domain/session';
import { createInspection, isInspectionRequested } from '../../src/lib/inspection/inspect';
import {
  isSensitiveKey,
  MASK,
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
  lifetimeValueNotes: 'Big spender',
  canEmail: true,
  tags: ['vip'],
  metrics: { lifetimeRevenue: 1200 },
};

describe('masking', () => {
  it('masks names, contact, address, notes, tokens and passwords at any depth', () => {
    const masked = maskValue({
      user: {
        id: '42',
        email: 'ada@example.com',
        fullName: 'Ada Lovelace',
        displayName: 'Ada',
        roles: ['ADMIN'],
      },
      customers: [customer],
      credentials: { password: 'secret', accessToken: 'abc', refresh_token: 'def' },
      rememberedEmail: 'ada@example.com',
    });
    expect(masked).toEqual({
      user: { id: '42', email: MASK, fullName: MASK, displayName: MASK, roles: ['ADMIN'] },
      customers: [
        {
          id: 12,
          firstName: MASK,
          lastName: MASK,
          email: MASK,
          phoneNumber: MASK,
          address1: MASK,
          address2: null,
          city: MASK,
          state: MASK,
          zipCode: MASK,
          notes: MASK,
          lifetimeValueNotes: MASK,
          canEmail: true,
          tags: ['vip'],
          metrics: { lifetimeRevenue: 1200 },
        },
      ],
      credentials: { password: MASK, accessToken: MASK, refresh_token: MASK },
      rememberedEmail: MASK,
    });
  });

  it('masks email addresses inside any text', () => {
    expect(maskValue({ message: 'Reset link sent to ada@example.com.' })).toEqual({
      message: `Reset link sent to ${MASK}.`,
    });
  });

  it('keeps event types, state values, ids and counts readable', () => {
    expect(maskEvent({ type: 'session.login', email: 'ada@example.com', password: 'x' })).toEqual({
      type: 'session.login',
      email: MASK,
      password: MASK,
    });
    expect(maskValue({ value: { restoring: 'refreshing' }, status: 'active', nextId: 3 })).toEqual({
      value: { restoring: 'refreshing' },
      status: 'active',
      nextId: 3,
    });
    for (const key of ['type', 'id', 'value', 'status', 'roles', 'mode', 'persona', 'nextId']) {
      expect(isSensitiveKey(key)).toBe(false);
    }
  });

  it('survives cycles, errors, deep nesting and functions', () => {
    const cyclic: Record<string, unknown> = { email: 'a@b.co' };
    cyclic.self = cyclic;
    const error = Object.assign(new Error('Invalid email or password'), { code: 'INVALID_CREDENTIALS' });
    expect(maskValue({ cyclic, error, run: () => 1 })).toEqual({
      cyclic: { email: MASK, self: '[Circular]' },
      error: { code: 'INVALID_CREDENTIALS', name: 'Error', message: 'Invalid email or password' },
    });
    expect(maskValue({ error: new Error('No account for ada@example.com') })).toEqual({
      error: { name: 'Error', message: `No account for ${MASK}` },
    });
  });

  it('masks the payload of inspection events but keeps the envelope', () => {
    const event = maskInspectionEvent({
      type: '@xstate.actor',
      name: 'session',
      sessionId: 'x:1',
      definition: '{"id":"session"}',
      snapshot: {
        status: 'active',
        context: { user: { fullName: 'Ada Lovelace' } },
        input: { email: 'a@b.co' },
      },
    });
    expect(event).toEqual({
      type: '@xstate.actor',
      name: 'session',
      sessionId: 'x:1',
      definition: '{"id":"session"}',
      snapshot: { status: 'active', context: { user: { fullName: MASK } }, input: { email: MASK } },
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
    expect(sanitizeContext!({ email: 'a@b.co' })).toEqual({ email: MASK });
    expect(sanitizeEvent!({ type: 'x', phone: '1' })).toEqual({ type: 'x', phone: MASK });
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
