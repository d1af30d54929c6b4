import { sql, type Selectable } from 'kysely';
import type { Db } from './database';
import type { StepTypesTable, WorkflowTypesTable } from './schema';
import { countWhere } from './count';
import { caseless, containsInAny } from './text';
import { inTransaction } from './transaction';

export type StepTypeRow = Selectable<StepTypesTable>;

type TypeRow = Selectable<WorkflowTypesTable>;

export interface WorkflowTypeFields {
  name: string;
  description: string;
  primaryStepTypeId: number | null;
}

export interface StepTypeFields {
  workflowTypeId: number;
  name: string;
  description: string;
  nextStepTypeIds: readonly number[];
  isInitialStep: boolean;
}

interface NextStep {
  from_id: number;
  id: number;
  name: string;
}

function stepTypeOf(row: StepTypeRow, next: readonly NextStep[]) {
  return {
    id: row.id,
    workflowTypeId: row.workflow_type_id,
    name: row.name,
    description: row.description,
    nextStepTypeIds: next.map((step) => step.id),
    nextSteps: next.map((step) => ({ id: step.id, name: step.name })),
    isInitialStep: row.is_initial_step === 1,
    /** Bumped by every update; an update naming another answers 409 (decision 0334). */
    version: row.version,
  };
}

export type StepTypePayload = ReturnType<typeof stepTypeOf>;

function typeOf(row: TypeRow, steps: StepTypePayload[]) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    primaryStepTypeId: row.primary_step_type_id,
    updatedAt: row.updated_at,
    version: row.version,
    stepTypes: steps,
  };
}

export type WorkflowTypePayload = ReturnType<typeof typeOf>;

/** Workflow types and their step types: the one place their SQL lives. */
export function workflowTypeStore(db: Db) {
  /** The next steps leaving each of `fromIds`, in the admin's order. */
  const nextStepsOf = async (fromIds: readonly number[]): Promise<Map<number, NextStep[]>> => {
    const byStep = new Map<number, NextStep[]>();
    if (fromIds.length === 0) return byStep;
    const rows = await db
      .selectFrom('step_type_next as n')
      .innerJoin('step_types as t', 't.id', 'n.to_id')
      .select(['n.from_id', 't.id', 't.name'])
      .where('n.from_id', 'in', fromIds)
      .orderBy('n.from_id')
      .orderBy('n.position')
      .execute();
    for (const row of rows) byStep.set(row.from_id, [...(byStep.get(row.from_id) ?? []), row]);
    return byStep;
  };

  /** The types' payloads with their step types (by id), in three queries however many types. */
  const payloads = async (types: readonly TypeRow[]): Promise<WorkflowTypePayload[]> => {
    if (types.length === 0) return [];
    const steps = await db
      .selectFrom('step_types')
      .selectAll()
      .where(
        'workflow_type_id',
        'in',
        types.map((type) => type.id),
      )
      .orderBy('id')
      .execute();
    const next = await nextStepsOf(steps.map((step) => step.id));
    return types.map((type) =>
      typeOf(
        type,
        steps
          .filter((step) => step.workflow_type_id === type.id)
          .map((step) => stepTypeOf(step, next.get(step.id) ?? [])),
      ),
    );
  };

  const touchType = (trx: Db, typeId: number, at: Date) =>
    trx
      .updateTable('workflow_types')
      .set({ updated_at: at.toISOString() })
      .where('id', '=', typeId)
      .execute();

  const clearPrimary = (trx: Db, stepTypeId: number) =>
    trx
      .updateTable('workflow_types')
      .set({ primary_step_type_id: null })
      .where('primary_step_type_id', '=', stepTypeId)
      .execute();

  const writeLinks = async (trx: Db, id: number, fields: StepTypeFields, at: Date) => {
    await trx.deleteFrom('step_type_next').where('from_id', '=', id).execute();
    if (fields.nextStepTypeIds.length > 0) {
      // A step named twice keeps its first place.
      await trx
        .insertInto('step_type_next')
        .values(fields.nextStepTypeIds.map((to, position) => ({ from_id: id, to_id: to, position })))
        .onConflict((conflict) => conflict.columns(['from_id', 'to_id']).doNothing())
        .execute();
    }
    if (fields.isInitialStep) {
      // Only one initial step per workflow type: setting it clears the others (seed B §4), which
      // changes them, so their versions move on too.
      await trx
        .updateTable('step_types')
        .set({ is_initial_step: 0, version: (eb) => eb('version', '+', 1) })
        .where('workflow_type_id', '=', fields.workflowTypeId)
        .where('id', '<>', id)
        .where('is_initial_step', '=', 1)
        .execute();
    }
    await touchType(trx, fields.workflowTypeId, at);
  };

  const findStepType = async (id: number): Promise<StepTypeRow | null> =>
    (await db.selectFrom('step_types').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;

  const byName = () => db.selectFrom('workflow_types').selectAll().orderBy(caseless('name')).orderBy('id');

  return {
    /** Workflows are listed by name (seed B §9). */
    async list(): Promise<WorkflowTypePayload[]> {
      return payloads(await byName().execute());
    },

    /**
     * One page of the library by name, matching `search` (the domain's `matchesWorkflowTypeSearch`:
     * the text, ignoring case, inside the name or the description), with the matching total.
     */
    async search(query: {
      search?: string | undefined;
      limit: number;
      offset: number;
    }): Promise<{ rows: WorkflowTypePayload[]; total: number }> {
      const where = containsInAny([sql.ref('name'), sql.ref('description')], query.search ?? '');
      const types = await byName().where(where).limit(query.limit).offset(query.offset).execute();
      return { rows: await payloads(types), total: await countWhere(db, 'workflow_types', where) };
    },

    async find(id: number): Promise<WorkflowTypePayload | null> {
      const type = await db.selectFrom('workflow_types').selectAll().where('id', '=', id).executeTakeFirst();
      return type ? ((await payloads([type]))[0] ?? null) : null;
    },

    async exists(id: number): Promise<boolean> {
      const row = await db.selectFrom('workflow_types').select('id').where('id', '=', id).executeTakeFirst();
      return row !== undefined;
    },

    async insert(fields: WorkflowTypeFields, at: Date): Promise<number> {
      const row = await db
        .insertInto('workflow_types')
        .values({
          name: fields.name,
          description: fields.description,
          primary_step_type_id: fields.primaryStepTypeId,
          updated_at: at.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(id: number, fields: WorkflowTypeFields, at: Date): Promise<void> {
      await db
        .updateTable('workflow_types')
        .set({
          name: fields.name,
          description: fields.description,
          primary_step_type_id: fields.primaryStepTypeId,
          updated_at: at.toISOString(),
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Whether any workflow (open, finished or cancelled) was started from the type. */
    async inUse(id: number): Promise<boolean> {
      const runs = await db
        .selectFrom('workflows')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('workflow_type_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(runs.n) > 0;
    },

    /** Step types go with their type (only a type no workflow was started from is removed). */
    async remove(id: number): Promise<void> {
      await db.deleteFrom('workflow_types').where('id', '=', id).execute();
    },

    findStepType,

    async stepTypePayload(row: StepTypeRow): Promise<StepTypePayload> {
      return stepTypeOf(row, (await nextStepsOf([row.id])).get(row.id) ?? []);
    },

    /** A step type with its links, in one transaction. */
    insertStepType(fields: StepTypeFields, at: Date): Promise<number> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('step_types')
          .values({
            workflow_type_id: fields.workflowTypeId,
            name: fields.name,
            description: fields.description,
            is_initial_step: fields.isInitialStep ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeLinks(trx, row.id, fields, at);
        return row.id;
      });
    },

    updateStepType(id: number, fields: StepTypeFields, at: Date): Promise<void> {
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('step_types')
          .select('workflow_type_id')
          .where('id', '=', id)
          .executeTakeFirst();
        await trx
          .updateTable('step_types')
          .set({
            workflow_type_id: fields.workflowTypeId,
            name: fields.name,
            description: fields.description,
            is_initial_step: fields.isInitialStep ? 1 : 0,
            version: (eb) => eb('version', '+', 1),
          })
          .where('id', '=', id)
          .execute();
        if (before && before.workflow_type_id !== fields.workflowTypeId) {
          // Moved to another workflow type: links from its old siblings no longer make sense.
          await trx.deleteFrom('step_type_next').where('to_id', '=', id).execute();
          await clearPrimary(trx, id);
          await touchType(trx, before.workflow_type_id, at);
        }
        await writeLinks(trx, id, fields, at);
      });
    },

    removeStepType(id: number, at: Date): Promise<void> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .selectFrom('step_types')
          .select('workflow_type_id')
          .where('id', '=', id)
          .executeTakeFirst();
        await trx.deleteFrom('step_types').where('id', '=', id).execute();
        await clearPrimary(trx, id);
        if (row) await touchType(trx, row.workflow_type_id, at);
      });
    },

    /** Ids among `ids` that are not step types of the workflow type. */
    async foreignStepTypeIds(workflowTypeId: number, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const own = await db
        .selectFrom('step_types')
        .select('id')
        .where('workflow_type_id', '=', workflowTypeId)
        .where('id', 'in', ids)
        .execute();
      const owned = new Set(own.map((row) => row.id));
      return ids.filter((id) => !owned.has(id));
    },
  };
}

export type WorkflowTypeStore = ReturnType<typeof workflowTypeStore>;
