// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from '../../../src/backend/http/envelope';
import { gatherServerMessages } from '../../../src/backend/http/messages';
import { parseCard, parseCardList, parseUploadResult } from '../../../src/backend/http/schemas/card';
import { parseCatalogueList, parseCatalogueRecord } from '../../../src/backend/http/schemas/catalogue';
import { parseCustomer, parseCustomerList } from '../../../src/backend/http/schemas/customer';
import { parseEmployee, parseEmployeeList } from '../../../src/backend/http/schemas/employee';
import type { ParseErrorCode } from '../../../src/backend/http/schemas/parse';
import { parsePrescreenQueue } from '../../../src/backend/http/schemas/prescreen';
import { parseSubmission, parseSubmissionList } from '../../../src/backend/http/schemas/submission';
import { parseRegistration, parseUser } from '../../../src/backend/http/schemas/user';
import { parseVersion } from '../../../src/backend/http/schemas/version';
import {
  parseStep,
  parseStepType,
  parseSubmissionWorkflows,
  parseWorkflow,
  parseWorkflowHistory,
  parseWorkflowType,
  parseWorkflowTypeList,
} from '../../../src/backend/http/schemas/workflow';
import { AppError } from '../../../src/domain/errors';
import {
  anything,
  card,
  catalogueRecord,
  customer,
  employee,
  fieldValue,
  listOf,
  nearMiss,
  prescreenRow,
  randomJson,
  step,
  stepType,
  submission,
  user,
  workflow,
  workflowType,
} from './payloadArbitraries';
import {
  isCardValid,
  isCatalogueRecordValid,
  isCustomerValid,
  isEmployeeValid,
  isListValid,
  isStepTypeValid,
  isStepValid,
  isSubmissionValid,
  isUserValid,
  isWorkflowTypeValid,
  isWorkflowValid,
  isId,
  isPrescreenRowValid,
  isStringArray,
  type Check,
} from './parsedShapes';

/**
 * Every parse function, fed random and malformed payloads, must answer with a well-formed domain
 * value or an AppError carrying its *_PARSE_ERROR code and valibot's issues as the cause. Anything
 * else (a TypeError, a value with a number where an id string belongs) is a bug that would reach a
 * screen.
 */

interface ParserCase {
  name: string;
  parse: (payload: unknown) => unknown;
  code: ParseErrorCode;
  valid: Check;
  shaped: fc.Arbitrary<unknown>;
}

const cases: ParserCase[] = [
  { name: 'user', parse: parseUser, code: 'USER_PARSE_ERROR', valid: isUserValid, shaped: user },
  {
    name: 'registration',
    parse: parseRegistration,
    code: 'USER_PARSE_ERROR',
    valid: (value) =>
      typeof value === 'object' &&
      value !== null &&
      [(value as { userId: unknown }).userId, (value as { customerId: unknown }).customerId].every(
        (id) => id === null || isId(id),
      ),
    shaped: nearMiss(['userId', 'customerId', 'user'], { user: nearMiss(['id', 'fullName', 'email']) }),
  },
  {
    name: 'customer',
    parse: parseCustomer,
    code: 'CUSTOMER_PARSE_ERROR',
    valid: isCustomerValid,
    shaped: customer,
  },
  {
    name: 'customer list',
    parse: parseCustomerList,
    code: 'CUSTOMER_PARSE_ERROR',
    valid: isListValid(isCustomerValid),
    shaped: listOf(customer),
  },
  {
    name: 'submission',
    parse: parseSubmission,
    code: 'SUBMISSION_PARSE_ERROR',
    valid: isSubmissionValid,
    shaped: submission,
  },
  {
    name: 'submission list',
    parse: parseSubmissionList,
    code: 'SUBMISSION_PARSE_ERROR',
    valid: isListValid(isSubmissionValid),
    shaped: listOf(submission),
  },
  {
    name: 'workflow',
    parse: parseWorkflow,
    code: 'WORKFLOW_PARSE_ERROR',
    valid: isWorkflowValid,
    shaped: workflow,
  },
  { name: 'step', parse: parseStep, code: 'STEP_PARSE_ERROR', valid: isStepValid, shaped: step },
  {
    name: 'step type',
    parse: parseStepType,
    code: 'STEP_TYPE_PARSE_ERROR',
    valid: isStepTypeValid,
    shaped: stepType,
  },
  {
    name: 'workflow type',
    parse: parseWorkflowType,
    code: 'WORKFLOW_TYPE_PARSE_ERROR',
    valid: isWorkflowTypeValid,
    shaped: workflowType,
  },
  {
    name: 'workflow type list',
    parse: parseWorkflowTypeList,
    code: 'WORKFLOW_TYPE_PARSE_ERROR',
    valid: (value) => Array.isArray(value) && value.every(isWorkflowTypeValid),
    shaped: listOf(workflowType),
  },
  {
    name: 'workflow history',
    parse: parseWorkflowHistory,
    code: 'WORKFLOW_PARSE_ERROR',
    valid: (value) => Array.isArray(value) && value.every(isWorkflowValid),
    shaped: listOf(workflow, ['history', 'data']),
  },
  {
    name: 'submission workflows',
    parse: (payload) => parseSubmissionWorkflows(payload, '44'),
    code: 'WORKFLOW_PARSE_ERROR',
    valid: (value) => {
      const summary = value as { id: unknown; workflows: unknown[]; history: unknown[] };
      return (
        isId(summary.id) && summary.workflows.every(isWorkflowValid) && summary.history.every(isWorkflowValid)
      );
    },
    shaped: nearMiss(['id', 'workflows', 'openWorkflows', 'history'], {
      workflows: fc.array(workflow, { maxLength: 2 }),
      openWorkflows: fc.array(workflow, { maxLength: 2 }),
      history: listOf(workflow, ['history']),
    }),
  },
  { name: 'card', parse: parseCard, code: 'CARD_PARSE_ERROR', valid: isCardValid, shaped: card },
  {
    name: 'card list',
    parse: parseCardList,
    code: 'CARD_PARSE_ERROR',
    valid: (value) => {
      const list = value as { cards: unknown[]; total: number };
      return list.cards.every(isCardValid) && Number.isInteger(list.total) && list.total >= 0;
    },
    shaped: listOf(card, ['cards', 'items', 'data', 'results']),
  },
  {
    name: 'upload result',
    parse: parseUploadResult,
    code: 'CARD_PARSE_ERROR',
    valid: (value) => isStringArray((value as { cardIds: unknown }).cardIds),
    shaped: nearMiss(['cardIds', 'ids', 'cards'], { cardIds: fc.array(fieldValue, { maxLength: 3 }) }),
  },
  ...(['cardGrades', 'cardGradeErrors', 'cardQualifiers', 'prescreenRecommendations'] as const).flatMap(
    (kind): ParserCase[] => [
      {
        name: `${kind} record`,
        parse: (payload) => parseCatalogueRecord(kind, payload),
        code: 'CATALOGUE_PARSE_ERROR',
        valid: isCatalogueRecordValid(kind),
        shaped: catalogueRecord,
      },
      {
        name: `${kind} list`,
        parse: (payload) => parseCatalogueList(kind, payload),
        code: 'CATALOGUE_PARSE_ERROR',
        valid: (value) => Array.isArray(value) && value.every(isCatalogueRecordValid(kind)),
        shaped: listOf(catalogueRecord),
      },
    ],
  ),
  {
    name: 'employee',
    parse: parseEmployee,
    code: 'EMPLOYEE_PARSE_ERROR',
    valid: isEmployeeValid,
    shaped: employee,
  },
  {
    name: 'employee list',
    parse: parseEmployeeList,
    code: 'EMPLOYEE_PARSE_ERROR',
    valid: (value) => Array.isArray(value) && value.every(isEmployeeValid),
    shaped: listOf(employee),
  },
  {
    name: 'prescreen queue',
    parse: parsePrescreenQueue,
    code: 'PRESCREEN_PARSE_ERROR',
    valid: isListValid(isPrescreenRowValid),
    shaped: listOf(prescreenRow),
  },
  {
    name: 'version',
    parse: parseVersion,
    code: 'VERSION_PARSE_ERROR',
    valid: (value) =>
      typeof (value as { version: unknown }).version === 'string' &&
      (value as { version: string }).version.trim() !== '',
    shaped: nearMiss(['version', 'commit', 'branch', 'builtAt']),
  },
];

/** The property: a well-formed value, or the case's coded error built from valibot's issues. */
function expectTypedOrCoded(testCase: ParserCase, payload: unknown): void {
  let value: unknown;
  try {
    value = testCase.parse(payload);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(testCase.code);
    // Issues, not a swallowed TypeError: the schema rejected the payload rather than crashing on it.
    expect(Array.isArray((error as AppError).cause)).toBe(true);
    return;
  }
  expect(testCase.valid(value)).toBe(true);
}

describe.each(cases)('parsing a $name payload', (testCase) => {
  it('answers anything at all with a typed value or its parse error', () => {
    fc.assert(fc.property(anything, (payload) => expectTypedOrCoded(testCase, payload)));
  });

  it('answers random objects and random JSON the same way', () => {
    fc.assert(
      fc.property(fc.oneof(fc.object({ maxDepth: 2 }), randomJson), (payload) =>
        expectTypedOrCoded(testCase, payload),
      ),
    );
  });

  it('answers payloads made of its own field names with random values the same way', () => {
    fc.assert(
      fc.property(testCase.shaped, (payload) => expectTypedOrCoded(testCase, payload)),
      { numRuns: 300 },
    );
  });
});

describe('envelope and message gathering', () => {
  it('never throws on any body, and gives only non-empty, distinct messages', () => {
    fc.assert(
      fc.property(fc.oneof(anything, randomJson), (body) => {
        const messages = gatherServerMessages(body);
        expect(
          messages.every((text) => typeof text === 'string' && text.trim() === text && text !== ''),
        ).toBe(true);
        expect(new Set(messages).size).toBe(messages.length);
        const unwrapped = unwrapEnvelope(body);
        expect(unwrapped.ok ? [] : unwrapped.messages).toSatisfy(isStringArray);
      }),
    );
  });

  it('unwraps any successful envelope to its data', () => {
    fc.assert(
      fc.property(randomJson, fc.constantFrom('is-success', 'isSuccess'), (data, flag) => {
        expect(unwrapEnvelope({ [flag]: true, data })).toEqual({ ok: true, data: data ?? null });
      }),
    );
  });
});
