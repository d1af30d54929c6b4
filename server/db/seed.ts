import type { Database } from 'better-sqlite3';
import {
  createSampleData,
  SMALL_SAMPLE,
  type SampleData,
  type SampleSize,
} from '../../src/domain/sample-data';
import type { Customer } from '../../src/domain/customer';
import { hashPassword } from '../auth/passwords';
import { insertAsset, insertCard } from './cards';
import { CATALOGUE_TABLES } from '../store/catalogues';
import { insertCatalogueRecord } from './catalogues';
import { type CustomerDetails, insertCustomer } from './customers';
import { insertEmployee } from './employees';
import { countsFrom } from '../store/submissions';
import { insertSubmission } from './submissions';
import { insertUser } from './users';
import { insertStep, insertWorkflow } from './workflowRuns';
import { insertStepType, insertWorkflowType } from './workflowTypes';

/** The password of every seeded account (printed in the README). */
export const SEED_PASSWORD = 'password1234';

const id = (value: string | null | undefined): number | null =>
  value !== null && value !== undefined && /^\d+$/.test(value) ? Number(value) : null;
const idOf = (value: string) => {
  const parsed = id(value);
  if (parsed === null) throw new Error(`Sample data id is not numeric: ${value}`);
  return parsed;
};

export function isSeeded(db: Database): boolean {
  return db.prepare('SELECT 1 FROM seed_state WHERE id = 1').get() !== undefined;
}

/**
 * Fills an empty database once from the shared sample data (the same generator the demo uses), plus
 * the three sign-in accounts. Later starts find seed_state and keep whatever the users changed.
 */
export async function seedIfEmpty(
  db: Database,
  options: { now: Date; size?: SampleSize; seed?: number },
): Promise<boolean> {
  if (isSeeded(db)) return false;
  const data = createSampleData({
    now: options.now,
    seed: options.seed ?? 1,
    size: options.size ?? SMALL_SAMPLE,
  });
  // Hashing is async; do it before the (synchronous) transaction.
  const hashes = await Promise.all(Object.values(data.personas).map(() => hashPassword(SEED_PASSWORD)));
  // IMMEDIATE takes the write lock before the re-check, so two servers starting on one data folder
  // (parallel test runs) cannot both seed: the second waits, then finds seed_state.
  db.transaction(() => {
    if (isSeeded(db)) return;
    writeSample(db, data, hashes, options.now);
    db.prepare('INSERT INTO seed_state (id, seeded_at) VALUES (1, ?)').run(options.now.toISOString());
  }).immediate();
  return true;
}

function writeSample(db: Database, data: SampleData, hashes: string[], now: Date) {
  Object.values(data.personas).forEach(({ user }, index) => {
    const [firstName = user.displayName, ...rest] = user.fullName.split(' ');
    insertUser(
      db,
      {
        id: idOf(user.id),
        email: user.email,
        passwordHash: hashes[index] ?? '',
        firstName,
        lastName: rest.join(' '),
        displayName: user.displayName,
        phone: user.phone,
        roles: user.roles,
      },
      now,
    );
  });

  for (const customer of data.customers) writeCustomer(db, customer, now);

  for (const submission of data.submissions) {
    insertSubmission(
      db,
      {
        customerId: id(submission.customerId),
        prescreening: submission.prescreening,
        consignAfterGrading: submission.consignAfterGrading,
        notes: submission.notes,
        statusCode: submission.statusCode ?? 0,
        ...countsFrom((key) => submission[key]),
      },
      now,
      {
        id: idOf(submission.id),
        isActive: submission.isActive,
        createdAt: submission.createdAt ?? now.toISOString(),
        updatedAt: submission.updatedAt ?? submission.createdAt ?? now.toISOString(),
      },
    );
  }

  writeWorkflows(db, data, now);

  for (const card of data.cards) {
    const cardId = insertCard(
      db,
      {
        submissionId: idOf(card.submissionId),
        name: card.name,
        description: card.description,
        uploadedAt: card.uploadedAt,
        updatedAt: card.updatedAt,
        uploadedBy: card.uploadedBy,
        prescreenRecommendationTypeId: card.prescreenRecommendationTypeId,
        estimatedGrade: card.estimatedGrade,
        notes: card.rawNotes ?? (card.notes || null),
        aiTitle: card.aiTitle,
        aiDescription: card.aiDescription,
        aiGrade: card.aiGrade,
        aiSerialNumber: card.aiSerialNumber,
        confidenceScore: card.confidenceScore,
        imageUrl: card.imageUrl,
        imageStatus: card.imageStatus,
      },
      idOf(card.id),
    );
    for (const asset of card.assets) insertAsset(db, { ...asset, cardId }, idOf(asset.id));
  }

  const { catalogues } = data;
  const records = [
    ['cardGrades', catalogues.cardGrades],
    ['cardGradeErrors', catalogues.cardGradeErrors],
    ['cardQualifiers', catalogues.cardQualifiers],
    ['prescreenRecommendations', catalogues.prescreenRecommendations],
  ] as const;
  for (const [kind, list] of records) {
    for (const record of list) {
      const { id: recordId, isActive, ...values } = record;
      insertCatalogueRecord(db, CATALOGUE_TABLES[kind], values, { id: idOf(recordId), isActive });
    }
  }

  for (const employee of data.employees) insertEmployee(db, employee, now, idOf(employee.id));
}

function writeCustomer(db: Database, customer: Customer, now: Date) {
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
  insertCustomer(
    db,
    {
      userId,
      firstName,
      lastName,
      email,
      phoneNumber: phone,
      canEmail,
      canText,
      canCall,
      address1,
      address2,
      city,
      state,
      zipCode,
      isActive,
    },
    now,
    { id: idOf(customerId), createdAt, updatedAt, details: rich },
  );
}

function writeWorkflows(db: Database, data: SampleData, now: Date) {
  for (const type of data.workflowTypes) {
    insertWorkflowType(
      db,
      { name: type.name, description: type.description, primaryStepTypeId: null },
      new Date(type.updatedAt ?? now.toISOString()),
      idOf(type.id),
    );
  }
  // Step types first, links second: a step may lead to one defined after it.
  const stepTypes = data.workflowTypes.flatMap((type) => type.stepTypes);
  for (const step of stepTypes) {
    insertStepType(
      db,
      {
        workflowTypeId: idOf(step.workflowTypeId),
        name: step.name,
        description: step.description,
        nextStepTypeIds: [],
        isInitialStep: false,
      },
      now,
      idOf(step.id),
    );
  }
  const link = db.prepare('INSERT INTO step_type_next (from_id, to_id, position) VALUES (?, ?, ?)');
  for (const step of stepTypes) {
    step.nextStepTypeIds.forEach((to, position) => link.run(idOf(step.id), idOf(to), position));
    if (step.isInitialStep)
      db.prepare('UPDATE step_types SET is_initial_step = 1 WHERE id = ?').run(idOf(step.id));
  }
  // Restore the types' own dates and primary steps (writing step types touched updated_at).
  for (const type of data.workflowTypes) {
    db.prepare('UPDATE workflow_types SET primary_step_type_id = ?, updated_at = ? WHERE id = ?').run(
      id(type.primaryStepTypeId),
      type.updatedAt,
      idOf(type.id),
    );
  }

  const created = new Map(data.submissions.map((submission) => [submission.id, submission.createdAt]));
  const queued = new Map(data.prescreenQueue.map((row) => [row.submissionId, row.stepCreatedDate]));
  for (const workflow of data.workflows) {
    const at = created.get(workflow.submissionId) ?? now.toISOString();
    const workflowId = insertWorkflow(
      db,
      {
        submissionId: idOf(workflow.submissionId),
        workflowTypeId: id(workflow.workflowTypeId),
        name: workflow.name,
        statusCode: workflow.statusCode,
      },
      at,
      idOf(workflow.id),
    );
    for (const step of workflow.steps) {
      // The open Prescreen step is dated as the queue shows it; other steps date from the submission.
      const open = step.statusCode !== 2 && step.statusCode !== 3;
      const stepAt = open && /prescreen/i.test(step.name) ? (queued.get(workflow.submissionId) ?? at) : at;
      insertStep(
        db,
        { workflowId, stepTypeId: id(step.stepTypeId), name: step.name, statusCode: step.statusCode },
        stepAt ?? at,
        idOf(step.id),
      );
    }
  }
}
