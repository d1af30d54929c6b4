import { sql } from 'kysely';
import type { Customer } from '../../src/domain/customer';
import type { SampleData } from '../../src/domain/sample-data';
import { type CustomerDetails, digitsOf } from '../db/customers';
import { currentSchemaVersion } from '../db/migrations';
import { gradingAtVolume } from '../db/migrations/16-grading-at-volume';
import { assetColumns, cardColumns } from './cards';
import { CARD_DESCRIPTIONS_MIGRATION } from '../db/migrations/17-card-descriptions-and-one-open-order';
import { CATALOGUE_TABLES } from './catalogues';
import { recountAllConsignors } from './consignorReturns';
import type { Db } from './database';
import { chunks, flag, id, idOf } from './seed-batches';
import { writeGraderOrders } from './seed-grader-orders';
import { countsFrom } from './submissions';

/** Writes the shared sample data's rows, every aggregate in turn, with the ids the sample gave them. */
export async function writeSample(db: Db, data: SampleData, hashes: string[], now: Date) {
  const at = now.toISOString();
  const users = Object.values(data.personas).map(({ user }, index) => {
    const [firstName = user.displayName, ...rest] = user.fullName.split(' ');
    return {
      id: idOf(user.id),
      email: user.email.trim().toLowerCase(),
      password_hash: hashes[index] ?? '',
      first_name: firstName,
      last_name: rest.join(' '),
      display_name: user.displayName,
      phone: user.phone,
      roles: JSON.stringify(user.roles),
      created_at: at,
    };
  });
  await db.insertInto('users').values(users).execute();

  for (const rows of chunks(data.customers.map((customer) => customerColumns(customer, at)))) {
    await db.insertInto('customers').values(rows).execute();
  }

  const submissions = data.submissions.map((submission) => {
    const counts = countsFrom((key) => submission[key]);
    const createdAt = submission.createdAt ?? at;
    return {
      id: idOf(submission.id),
      customer_id: id(submission.customerId),
      status_code: submission.statusCode ?? 0,
      consign_after_grading: flag(submission.consignAfterGrading),
      notes: submission.notes,
      is_active: flag(submission.isActive),
      prescreening: submission.prescreening,
      psa_value_bulk: counts.psaValueBulk,
      psa_regular_count: counts.psaRegularCount,
      cgc_bulk_count: counts.cgcBulkCount,
      cgc_comic_count: counts.cgcComicCount,
      psa_dual_count: counts.psaDualCount,
      bgs_base_count: counts.bgsBaseCount,
      sgc_standard_count: counts.sgcStandardCount,
      created_at: createdAt,
      updated_at: submission.updatedAt ?? createdAt,
    };
  });
  for (const rows of chunks(submissions)) await db.insertInto('submissions').values(rows).execute();

  await writeWorkflows(db, data, at);
  const schemaVersion = await currentSchemaVersion(db);
  // A database seeded before migration 17 (the upgrade tests) has no columns for grading descriptions.
  await writeCards(db, data, schemaVersion >= CARD_DESCRIPTIONS_MIGRATION);
  await writeCatalogues(db, data);
  // A database seeded before migration 10 (the upgrade tests) has no grader orders to fill yet.
  if (schemaVersion >= 10) await writeGraderOrders(db, data, schemaVersion);
  // The returns list's lines are kept by the writes (decision 0570); these rows came in directly.
  if (schemaVersion >= gradingAtVolume.version) await recountAllConsignors(db);

  // The seeded staff accounts are on the roster (issue 38). A database seeded before migration 9 (the
  // upgrade tests) has no user_id yet: migration 9 links the same records by email when it runs.
  const rosterHasAccounts = schemaVersion >= 9;
  const employees = data.employees.map((employee) => ({
    id: idOf(employee.id),
    first_name: employee.firstName,
    last_name: employee.lastName,
    email: employee.email,
    phone: employee.phone,
    role: employee.role,
    department: employee.department ?? null,
    location: employee.location ?? null,
    start_date: employee.startDate,
    status: employee.status ?? 'Active',
    manager: employee.manager ?? null,
    skills: JSON.stringify(employee.skills ?? []),
    emergency_contact: employee.emergencyContact ? JSON.stringify(employee.emergencyContact) : null,
    last_review_at: employee.lastReviewAt ?? null,
    notes: employee.notes ?? null,
    updated_at: employee.updatedAt ?? at,
    ...(rosterHasAccounts ? { user_id: employee.userId ? idOf(employee.userId) : null } : {}),
  }));
  for (const rows of chunks(employees)) await db.insertInto('employees').values(rows).execute();
}

function customerColumns(customer: Customer, at: string) {
  const {
    id: customerId,
    userId,
    firstName,
    lastName,
    email,
    phone,
    canEmail,
    canText,
    canCall,
    address1,
    address2,
    city,
    state,
    zipCode,
    isActive,
    createdAt,
    updatedAt,
    ...details
  } = customer;
  const rich: CustomerDetails = details;
  const linkedUser = userId?.trim();
  return {
    id: idOf(customerId),
    user_id: linkedUser ? linkedUser : null,
    first_name: firstName,
    last_name: lastName,
    email,
    phone,
    phone_digits: digitsOf(phone),
    can_email: flag(canEmail),
    can_text: flag(canText),
    can_call: flag(canCall),
    address1: address1 ?? '',
    address2: address2 ?? '',
    city: city ?? '',
    state: state ?? '',
    zip_code: zipCode ?? '',
    is_active: flag(isActive !== false),
    created_at: createdAt ?? at,
    updated_at: updatedAt ?? at,
    details: JSON.stringify(rich),
  };
}

async function writeWorkflows(db: Db, data: SampleData, at: string) {
  if (data.workflowTypes.length > 0) {
    await db
      .insertInto('workflow_types')
      .values(
        data.workflowTypes.map((type) => ({
          id: idOf(type.id),
          name: type.name,
          description: type.description,
          primary_step_type_id: id(type.primaryStepTypeId),
          updated_at: type.updatedAt,
        })),
      )
      .execute();
  }
  const stepTypes = data.workflowTypes.flatMap((type) => type.stepTypes);
  for (const rows of chunks(stepTypes)) {
    await db
      .insertInto('step_types')
      .values(
        rows.map((step) => ({
          id: idOf(step.id),
          workflow_type_id: idOf(step.workflowTypeId),
          name: step.name,
          description: step.description,
          is_initial_step: flag(step.isInitialStep),
        })),
      )
      .execute();
  }
  // Links after every step type: a step may lead to one defined after it.
  const links = stepTypes.flatMap((step) =>
    step.nextStepTypeIds.map((to, position) => ({ from_id: idOf(step.id), to_id: idOf(to), position })),
  );
  for (const rows of chunks(links)) await db.insertInto('step_type_next').values(rows).execute();

  const created = new Map(data.submissions.map((submission) => [submission.id, submission.createdAt]));
  const queued = new Map(data.prescreenQueue.map((row) => [row.submissionId, row.stepCreatedDate]));
  const workflows = data.workflows.map((workflow) => {
    const startedAt = created.get(workflow.submissionId) ?? at;
    return { workflow, startedAt };
  });
  for (const rows of chunks(workflows)) {
    await db
      .insertInto('workflows')
      .values(
        rows.map(({ workflow, startedAt }) => ({
          id: idOf(workflow.id),
          submission_id: idOf(workflow.submissionId),
          workflow_type_id: id(workflow.workflowTypeId),
          name: workflow.name,
          status_code: workflow.statusCode,
          created_at: startedAt,
          updated_at: startedAt,
        })),
      )
      .execute();
  }
  const steps = workflows.flatMap(({ workflow, startedAt }) =>
    workflow.steps.map((step) => {
      // The open Prescreen step is dated as the queue shows it; other steps date from the submission.
      const open = step.statusCode !== 2 && step.statusCode !== 3;
      const stepAt =
        open && /prescreen/i.test(step.name) ? (queued.get(workflow.submissionId) ?? startedAt) : startedAt;
      return {
        id: idOf(step.id),
        workflow_id: idOf(workflow.id),
        step_type_id: id(step.stepTypeId),
        name: step.name,
        status_code: step.statusCode,
        created_at: stepAt,
        updated_at: stepAt,
      };
    }),
  );
  for (const rows of chunks(steps)) await db.insertInto('steps').values(rows).execute();
}

async function writeCards(db: Db, data: SampleData, described: boolean) {
  const cards = data.cards.map(({ gradingDescription, ...card }) => ({
    id: idOf(card.id),
    ...cardColumns({
      ...card,
      ...(described ? { gradingDescription } : {}),
      submissionId: idOf(card.submissionId),
      // The sample keeps drawn markup in rawNotes, as the server stores it.
      notes: card.rawNotes ?? (card.notes || null),
    }),
  }));
  for (const rows of chunks(cards)) await db.insertInto('cards').values(rows).execute();
  const assets = data.cards.flatMap((card) =>
    card.assets.map((asset) => ({
      id: idOf(asset.id),
      ...assetColumns({ ...asset, cardId: idOf(card.id) }),
    })),
  );
  for (const rows of chunks(assets)) await db.insertInto('card_assets').values(rows).execute();
}

/** The four catalogues share one shape of table, so they are written through their specs. */
async function writeCatalogues(db: Db, data: SampleData) {
  const { catalogues } = data;
  const records = [
    ['cardGrades', catalogues.cardGrades],
    ['cardGradeErrors', catalogues.cardGradeErrors],
    ['cardQualifiers', catalogues.cardQualifiers],
    ['prescreenRecommendations', catalogues.prescreenRecommendations],
  ] as const;
  for (const [kind, list] of records) {
    const spec = CATALOGUE_TABLES[kind];
    const fields = Object.keys(spec.columns);
    const columns = sql.join(fields.map((field) => sql.ref(spec.columns[field] ?? field)));
    for (const record of list) {
      const { id: recordId, isActive, ...values } = record;
      const given: Record<string, string | number | null> = values;
      const bound = sql.join(fields.map((field) => given[field] ?? null));
      await sql`INSERT INTO ${sql.table(spec.table)} (id, ${columns}, is_active)
        VALUES (${idOf(recordId)}, ${bound}, ${flag(isActive)})`.execute(db);
    }
  }
}
