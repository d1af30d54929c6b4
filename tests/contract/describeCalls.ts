import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backend/backend';
import { rejection } from '../backend/behaviour/context';
import { type TestServer, startTestServer } from '../server/harness';
import { type Client, httpClient } from './harness';

/**
 * One documented call, as the contract suite exercises it through the app's HTTP backend:
 * - `ok` must succeed for an admin (and `expectOk` may check what came back);
 * - the same call must fail with 401 for a client that never signed in, and with 403 for a customer
 *   (and for an employee when the call is admin-only);
 * - `invalid` must fail with 400 and the server's message, `missing` with 404.
 */
export interface CallSpec {
  name: string;
  access: 'staff' | 'admin';
  ok: (backend: Backend) => Promise<unknown>;
  expectOk?: (result: unknown) => void;
  /** The call for the 401/403 checks when `ok` does more than one request; defaults to `ok`. */
  guarded?: (backend: Backend) => Promise<unknown>;
  invalid?: (backend: Backend) => Promise<unknown>;
  /** Part of the server's 400 message, when one is worth pinning down. */
  invalidMessage?: string | RegExp;
  missing?: (backend: Backend) => Promise<unknown>;
}

export interface Clients {
  server: TestServer;
  anonymous: Client;
  customer: Client;
  employee: Client;
  admin: Client;
}

/** A server for the file and one signed-in client per role (each with its own cookie jar). */
export function setupClients(): Clients {
  const clients = {} as Clients;
  beforeAll(async () => {
    clients.server = await startTestServer();
    const origin = clients.server.origin;
    clients.anonymous = httpClient(origin);
    clients.customer = httpClient(origin);
    clients.employee = httpClient(origin);
    clients.admin = httpClient(origin);
    await clients.customer.signInAs('customer');
    await clients.employee.signInAs('employee');
    await clients.admin.signInAs('admin');
  });
  afterAll(async () => {
    await clients.server.stop();
  });
  return clients;
}

async function expectStatus(promise: Promise<unknown>, status: number) {
  const error = await rejection(promise);
  expect(error.status, error.message).toBe(status);
  return error;
}

export function describeCalls(title: string, clients: Clients, specs: readonly CallSpec[]): void {
  describe(title, () => {
    for (const spec of specs) {
      describe(spec.name, () => {
        it('succeeds', async () => {
          const result = await spec.ok(clients.admin.backend);
          spec.expectOk?.(result);
          expect(clients.admin.problems.serverErrors).toEqual([]);
        });
        it('answers 401 without a session', async () => {
          await expectStatus((spec.guarded ?? spec.ok)(clients.anonymous.backend), 401);
        });
        it('answers 403 to a customer', async () => {
          await expectStatus((spec.guarded ?? spec.ok)(clients.customer.backend), 403);
        });
        if (spec.access === 'admin') {
          it('answers 403 to an employee (admin only)', async () => {
            await expectStatus((spec.guarded ?? spec.ok)(clients.employee.backend), 403);
          });
        }
        const { invalid, missing } = spec;
        if (invalid) {
          it('answers 400 to bad input, with the reason', async () => {
            const error = await expectStatus(invalid(clients.admin.backend), 400);
            expect(error.messages.length).toBeGreaterThan(0);
            expect(error.messages.join('; ')).toMatch(spec.invalidMessage ?? /\S/);
          });
        }
        if (missing) {
          it('answers 404 to an unknown id', async () => {
            await expectStatus(missing(clients.admin.backend), 404);
          });
        }
      });
    }
  });
}
