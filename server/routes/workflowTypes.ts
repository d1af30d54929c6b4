import { Hono } from 'hono';
import * as v from 'valibot';
import { WORKFLOW_MESSAGES, WORKFLOW_TYPE_IN_USE_CODE } from '../../src/domain/workflowForms';
import { requireAdminForWrites } from '../auth/guard';
import { crudResource, crudRoutes } from '../http/crud';
import type { Stores } from '../store/stores';
import type { AppDeps, AppEnv } from '../http/env';
import { badRequest, conflict, notFound } from '../http/errors';
import { LIMITS, listOf, optionalFilter, optionalText, requiredText } from '../http/fields';
import { limitOffset, pagedSearch } from '../http/paging';
import { nullableNumericId, numericId, readBody } from '../http/validate';
import { ok, okPage } from '../http/wrap';

/** A page of the library (its one order: name); `search` over name and description. */
const SearchBody = v.object({ ...pagedSearch(['name']), search: optionalFilter });

const primaryStep = nullableNumericId('primaryStepTypeId must be a step type id or null');
const CreateTypeBody = v.object({
  name: requiredText(WORKFLOW_MESSAGES.workflowNameRequired, LIMITS.name),
  description: optionalText(LIMITS.description),
  primaryStepTypeId: primaryStep,
});
const UpdateTypeBody = v.object({
  name: requiredText(WORKFLOW_MESSAGES.workflowNameEmpty, LIMITS.name),
  description: optionalText(LIMITS.description),
  primaryStepTypeId: primaryStep,
});
const StepTypeBody = v.object({
  workflowTypeId: numericId('workflowTypeId must be a positive number'),
  name: requiredText(WORKFLOW_MESSAGES.stepNameRequired, LIMITS.name),
  description: optionalText(LIMITS.description),
  nextStepTypeIds: v.optional(
    listOf(numericId('nextStepTypeIds must be step type ids'), 100, 'nextStepTypeIds'),
    [],
  ),
  isInitialStep: v.optional(v.boolean('isInitialStep must be true or false'), false),
});

/** Workflow types and step types: staff read them, only admins change them. */
export function workflowTypeRoutes(deps: AppDeps) {
  const { now } = deps;
  const app = new Hono<AppEnv>();
  // Scoped to these paths: workflow runs share the /employee/workflow prefix and are staff work.
  const adminWrites = requireAdminForWrites();
  // The library's search is a read sent as POST (like every search): staff may run it, as they GET the list.
  app.use('/workflowtype/*', (c, next) =>
    c.req.method === 'POST' && c.req.path.endsWith('/workflowtype/search') ? next() : adminWrites(c, next),
  );
  app.use('/steptype/*', adminWrites);

  const checkPrimary = async (
    types: Stores['workflowTypes'],
    typeId: number | null,
    primary: number | null,
  ) => {
    if (primary === null) return;
    if (typeId === null || (await types.foreignStepTypeIds(typeId, [primary])).length > 0) {
      throw badRequest("The primary step must be one of this workflow's steps.");
    }
  };
  const checkStepType = async (types: Stores['workflowTypes'], body: v.InferOutput<typeof StepTypeBody>) => {
    if (!(await types.exists(body.workflowTypeId))) {
      throw notFound('Workflow not found', 'WORKFLOW_TYPE_NOT_FOUND');
    }
    if ((await types.foreignStepTypeIds(body.workflowTypeId, body.nextStepTypeIds)).length > 0) {
      throw badRequest('Next steps must be steps of the same workflow.');
    }
  };

  crudRoutes(app, '/workflowtype', deps, ({ workflowTypes: types }) =>
    crudResource({
      idLabel: 'Workflow type id',
      missing: { message: 'Workflow not found', code: 'WORKFLOW_TYPE_NOT_FOUND' },
      find: (id) => types.find(id),
      idOf: (type) => type.id,
      versionOf: (type) => type.version,
      list: async (c) => ok(c, await types.list()),
      search: async (c) => {
        const body = await readBody(c, SearchBody);
        const { rows, total } = await types.search({
          search: body.search ?? undefined,
          ...limitOffset(body),
        });
        return okPage(c, rows, { totalRecords: total, pageNumber: body.pageNumber, pageSize: body.pageSize });
      },
      create: {
        body: CreateTypeBody,
        save: async (body) => {
          // A new type has no steps yet, so it cannot name a primary one.
          await checkPrimary(types, null, body.primaryStepTypeId);
          return types.insert(body, now());
        },
      },
      update: {
        body: UpdateTypeBody,
        save: async (type, body) => {
          await checkPrimary(types, type.id, body.primaryStepTypeId);
          await types.update(type.id, body, now());
        },
      },
      // A type with runs stays: they name it and take their steps from it (decision 0363).
      remove: async (type) => {
        if (await types.inUse(type.id))
          throw conflict(WORKFLOW_MESSAGES.workflowTypeInUse, WORKFLOW_TYPE_IN_USE_CODE);
        await types.remove(type.id);
      },
      audit: {
        recordType: 'workflowType',
        fields: (type) => ({
          name: type.name,
          description: type.description,
          primaryStepTypeId: type.primaryStepTypeId,
        }),
      },
    }),
  );

  crudRoutes(app, '/steptype', deps, ({ workflowTypes: types }) =>
    crudResource({
      idLabel: 'Step type id',
      missing: { message: 'Step type not found', code: 'STEP_TYPE_NOT_FOUND' },
      find: (id) => types.findStepType(id),
      idOf: (row) => row.id,
      versionOf: (row) => row.version,
      show: (row) => types.stepTypePayload(row),
      create: {
        body: StepTypeBody,
        save: async (body) => {
          await checkStepType(types, body);
          return types.insertStepType(body, now());
        },
      },
      update: {
        body: StepTypeBody,
        save: async (row, body) => {
          await checkStepType(types, body);
          await types.updateStepType(row.id, body, now());
        },
      },
      remove: (row) => types.removeStepType(row.id, now()),
      audit: {
        recordType: 'stepType',
        fields: (row) => ({
          workflowTypeId: row.workflow_type_id,
          name: row.name,
          description: row.description,
          isInitialStep: row.is_initial_step === 1,
        }),
      },
    }),
  );

  return app;
}
