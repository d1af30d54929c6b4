// @vitest-environment node
// Issue 41's first test, kind by kind: every kind of change writes exactly one entry (one per card for
// a card upload) with its before and after values and the user who made it, and the same call refused
// (validation, a stale version, a missing record) writes none. audit.test.ts covers customer updates,
// submissions, employees created and removed, workflows and steps, grader orders and grades, sign-ins;
// this file the rest. Runs on SQLite and, in the postgres project, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { adminAppForFile, call, record, wrapper } from './harness';
import { graderOrderScenario } from './graderOrderScenario';
import { customerInput } from '../backend/customer-input';

const file = adminAppForFile();
let adminId = 0;
beforeAll(async () => {
  adminId = Number(record((await send('GET', '/api/auth/user')).body).id);
});

const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  call(file.t.app, method, path, { cookie: file.admin, headers, ...(body === undefined ? {} : { body }) });
const ifMatch = (version: unknown) => ({ 'If-Match': `"${String(version)}"` });

interface Entry {
  action: string;
  recordType: string;
  recordId: number;
  actorId: number | null;
  version: number | null;
  changes: { field: string; before: unknown; after: unknown }[];
}

/** The entries a call appended, read from the table itself, oldest first; and its status. */
async function appended(write: () => Promise<{ status: number; body: unknown }>) {
  const rows = async () =>
    (await sql<Record<string, unknown>>`SELECT * FROM audit_entries ORDER BY id`.execute(file.t.queryBuilder))
      .rows;
  const count = (await rows()).length;
  const reply = await write();
  const entries: Entry[] = (await rows()).slice(count).map((row) => ({
    action: String(row.action),
    recordType: String(row.record_type),
    recordId: Number(row.record_id),
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    version: row.version === null ? null : Number(row.version),
    changes: JSON.parse(String(row.changes)) as Entry['changes'],
  }));
  return { status: reply.status, body: reply.body, entries };
}

/** The one entry a successful write made, checked to be the admin's. */
async function oneEntry(write: () => Promise<{ status: number; body: unknown }>, status = 200) {
  const { status: got, body, entries } = await appended(write);
  expect(got).toBe(status);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.actorId).toBe(adminId);
  return { entry: entries[0] as Entry, body };
}

/** A refused write: its status, and no entry. */
async function noEntry(write: () => Promise<{ status: number; body: unknown }>, status: number) {
  const { status: got, entries } = await appended(write);
  expect(got).toBe(status);
  expect(entries).toEqual([]);
}

describe('one entry per change, none for a refused one', () => {
  it('customers: create, archive and back to active', async () => {
    const body = customerInput({ firstName: 'Tam', lastName: 'Kinds', email: 'tam.kinds@example.com' });
    await noEntry(() => send('PUT', '/api/employee/customer', { ...body, lastName: '' }), 400);
    const { entry, body: reply } = await oneEntry(() => send('PUT', '/api/employee/customer', body), 201);
    const id = Number(wrapper(reply).data);
    expect(entry).toMatchObject({ action: 'create', recordType: 'customer', recordId: id, version: 1 });
    expect(entry.changes).toContainEqual({ field: 'email', before: null, after: 'tam.kinds@example.com' });
    expect((await oneEntry(() => send('DELETE', `/api/employee/customer/${id}`))).entry).toMatchObject({
      action: 'archive',
      changes: [{ field: 'isActive', before: true, after: false }],
    });
    // Back to active through the form's Active flag, from the version read.
    const archived = record((await send('GET', `/api/employee/customer/${id}`)).body);
    const restore = (version: unknown) =>
      send('POST', `/api/employee/customer/${id}`, { ...body, isActive: true }, ifMatch(version));
    await noEntry(() => restore(Number(archived.version) + 1), 409);
    const restored = await oneEntry(() => restore(archived.version));
    expect(restored.entry).toMatchObject({ action: 'restore', version: Number(archived.version) + 1 });
  });

  it('cards uploaded (one entry per card) and a card’s prescreen values', async () => {
    const trip = graderOrderScenario(
      () => file.t,
      () => file.admin,
    );
    const customer = await trip.customer('Carda', false);
    const { entries } = await appended(async () => {
      const { submissionId, cardIds } = await trip.submissionWithCards(customer, 2);
      return { status: 201, body: { submissionId, cardIds } };
    });
    const cards = entries.filter((entry) => entry.recordType === 'card');
    expect(cards.map((entry) => entry.action)).toEqual(['create', 'create']);
    const cardId = cards[0]?.recordId ?? 0;

    const save = (body: Record<string, unknown>) =>
      send('POST', `/api/employee/prescreening/cards/${cardId}`, body);
    await noEntry(() => save({ estimatedGrade: 9.7, prescreenRecommendationTypeId: null }), 400);
    await noEntry(() => save({ estimatedGrade: null, prescreenRecommendationTypeId: 999_999 }), 404);
    const { entry } = await oneEntry(() =>
      save({ estimatedGrade: 9, prescreenRecommendationTypeId: null, notes: 'Sharp corners' }),
    );
    expect(entry).toMatchObject({ action: 'update', recordType: 'card', recordId: cardId });
    expect(entry.changes).toEqual([
      { field: 'estimatedGrade', before: null, after: 9 },
      { field: 'notes', before: null, after: 'Sharp corners' },
    ]);
  });

  it('workflow types and step types: create, update and delete', async () => {
    const types = '/api/employee/workflow/workflowtype';
    const steps = '/api/employee/workflow/steptype';
    const created = await oneEntry(() => send('PUT', types, { name: 'Kinds check' }), 201);
    const typeId = Number(wrapper(created.body).data);
    await noEntry(() => send('POST', `${types}/${typeId}`, { name: '' }, ifMatch(1)), 400);
    await noEntry(() => send('POST', `${types}/${typeId}`, { name: 'Stale' }, ifMatch(7)), 409);
    const updated = await oneEntry(() =>
      send('POST', `${types}/${typeId}`, { name: 'Kinds check', description: 'Twice' }, ifMatch(1)),
    );
    expect(updated.entry).toMatchObject({
      action: 'update',
      recordType: 'workflowType',
      version: 2,
      changes: [{ field: 'description', before: '', after: 'Twice' }],
    });

    await noEntry(() => send('PUT', steps, { workflowTypeId: typeId, name: '' }), 400);
    const step = await oneEntry(() => send('PUT', steps, { workflowTypeId: typeId, name: 'Look' }), 201);
    const stepId = Number(wrapper(step.body).data);
    expect(step.entry).toMatchObject({ action: 'create', recordType: 'stepType', recordId: stepId });
    const renamed = await oneEntry(() =>
      send('POST', `${steps}/${stepId}`, { workflowTypeId: typeId, name: 'Look closely' }, ifMatch(1)),
    );
    expect(renamed.entry.changes).toEqual([{ field: 'name', before: 'Look', after: 'Look closely' }]);
    expect((await oneEntry(() => send('DELETE', `${steps}/${stepId}`))).entry).toMatchObject({
      action: 'delete',
      recordType: 'stepType',
      version: null,
    });
    await noEntry(() => send('DELETE', `${steps}/${stepId}`), 404);
  });

  it('employees: an update of their fields and sign-in access', async () => {
    const base = '/api/employee/employees';
    const body = { firstName: 'Kit', lastName: 'Kinds', email: 'kit.kinds@example.com', role: 'Grader' };
    const id = Number(wrapper((await oneEntry(() => send('PUT', base, body), 201)).body).data);
    await noEntry(() => send('POST', `${base}/${id}`, { ...body, role: '' }, ifMatch(1)), 400);
    const { entry } = await oneEntry(() =>
      send('POST', `${base}/${id}`, { ...body, phone: '555-010-7777', access: 'employee' }, ifMatch(1)),
    );
    expect(entry).toMatchObject({ action: 'update', recordType: 'employee', version: 2 });
    expect(entry.changes).toEqual([
      { field: 'phone', before: '', after: '555-010-7777' },
      { field: 'access', before: 'none', after: 'employee' },
    ]);
  });

  it('catalogue records: an update, and none for a duplicate code', async () => {
    const base = '/api/settings/card-qualifiers';
    const fields = { gradingCompany: 1, code: 'KINDS', name: 'Kinds', description: null, sortOrder: 4 };
    const created = await oneEntry(() => send('PUT', base, fields), 201);
    const id = Number(wrapper(created.body).data);
    expect(created.entry).toMatchObject({ action: 'create', recordType: 'cardQualifier', recordId: id });
    await noEntry(() => send('PUT', base, fields), 409);
    const { entry } = await oneEntry(() =>
      send('POST', `${base}/${id}`, { ...fields, sortOrder: 5 }, ifMatch(1)),
    );
    expect(entry).toMatchObject({ version: 2, changes: [{ field: 'sortOrder', before: 4, after: 5 }] });
  });

  it('a grader order’s cards added and removed, and a refused assignment not at all', async () => {
    const trip = graderOrderScenario(
      () => file.t,
      () => file.admin,
    );
    const { cardIds } = await trip.submissionWithCards(await trip.customer('Ordera', false), 1);
    const id = await trip.order([]);
    const cards = `${trip.orders}/${id}/cards`;
    await noEntry(() => send('POST', cards, { cards: [{ cardId: 999_999, declaredValue: 10 }] }), 409);
    const added = await oneEntry(() =>
      send('POST', cards, { cards: [{ cardId: cardIds[0], declaredValue: 10 }] }),
    );
    // Each named card's declared value, from nothing when added (decision 0522).
    const valueField = `card ${String(cardIds[0])} declared value`;
    expect(added.entry).toMatchObject({
      recordType: 'graderOrder',
      recordId: id,
      version: 2,
      changes: [{ field: valueField, before: null, after: 10 }],
    });
    // Assigned again with another value: the change of value, the order's page saving a card's field.
    const changed = await oneEntry(() =>
      send('POST', cards, { cards: [{ cardId: cardIds[0], declaredValue: 12.5 }] }),
    );
    expect(changed.entry).toMatchObject({
      version: 3,
      changes: [{ field: valueField, before: 10, after: 12.5 }],
    });
    expect((await oneEntry(() => send('DELETE', `${cards}/${String(cardIds[0])}`))).entry).toMatchObject({
      version: 4,
      changes: [{ field: valueField, before: 12.5, after: null }],
    });
    await noEntry(() => send('DELETE', `${cards}/${String(cardIds[0])}`), 404);
  });
});
