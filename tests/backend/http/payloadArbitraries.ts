import fc from 'fast-check';

/**
 * Payload generators for the parser property tests: anything at all, random JSON, and "near misses":
 * objects built from the field names each schema reads, holding random and trap values, which is where
 * real server drift shows up.
 */

export const anything = fc.anything({
  maxDepth: 3,
  withBigInt: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
  withBoxedValues: true,
  withTypedArray: true,
});
export const randomJson = fc.json({ maxDepth: 3 }).map((text) => JSON.parse(text) as unknown);

/** Scalars servers actually send, plus a few traps. */
export const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -5, max: 1_000 }),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '3',
    '-1',
    '1.5',
    'true',
    'false',
    'In progress',
    'on hold',
    'x',
    'NaN',
    '__proto__',
  ),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** Objects made of the field names a schema reads, with random values: the paths real payloads take. */
export function nearMiss(keys: readonly string[], nested: Record<string, fc.Arbitrary<unknown>> = {}) {
  const value = (key: string) => (nested[key] ? fc.oneof(nested[key], fieldValue) : fieldValue);
  return fc
    .uniqueArray(fc.constantFrom(...keys), { maxLength: keys.length })
    .chain((chosen) => fc.tuple(...chosen.map((key) => value(key).map((v) => [key, v] as const))))
    .map((entries) => Object.fromEntries(entries));
}

export const listOf = (item: fc.Arbitrary<unknown>, keys = ['data', 'Data', 'items', 'results']) =>
  fc.oneof(
    fc.array(item, { maxLength: 4 }),
    fc
      .record({
        key: fc.constantFrom(...keys),
        items: fc.array(item, { maxLength: 4 }),
        total: fieldValue,
        totalKey: fc.constantFrom('totalRecords', 'total', 'totalCount'),
      })
      .map(({ key, items, total, totalKey }) => ({ [key]: items, [totalKey]: total })),
  );

const status = fc.oneof(fieldValue, nearMiss(['code', 'id', 'value', 'name', 'label', 'text']));
export const step = nearMiss(
  ['id', 'stepId', 'stepTypeId', 'stepType', 'name', 'stepTypeName', 'status', 'statusCode', 'statusLabel'],
  {
    stepType: nearMiss(['id', 'name']),
    status,
  },
);
export const workflow = nearMiss(
  [
    'id',
    'workflowId',
    'submissionId',
    'workflowTypeId',
    'workflowType',
    'name',
    'status',
    'statusCode',
    'steps',
    'openSteps',
  ],
  {
    steps: fc.array(step, { maxLength: 3 }),
    openSteps: fc.array(step, { maxLength: 3 }),
    status,
    workflowType: nearMiss(['id', 'name']),
  },
);
const nextStep = nearMiss(['toStepTypeId', 'toStepName', 'id', 'name']);
export const stepType = nearMiss(
  [
    'id',
    'workflowTypeId',
    'workflowType',
    'name',
    'description',
    'nextStepDtos',
    'nextSteps',
    'nextStepTypeIds',
    'isInitialStep',
  ],
  { nextStepDtos: fc.array(nextStep, { maxLength: 3 }), nextSteps: fc.array(nextStep, { maxLength: 3 }) },
);
export const workflowType = nearMiss(
  ['id', 'name', 'description', 'primaryStepTypeId', 'updatedAt', 'stepTypes'],
  {
    stepTypes: fc.array(stepType, { maxLength: 3 }),
  },
);
export const user = nearMiss([
  'sub',
  'id',
  'userId',
  'user-id',
  'email',
  'firstName',
  'givenName',
  'lastName',
  'surname',
  'displayName',
  'display-name',
  'phoneNumber',
  'phone',
  'roles',
  'Roles',
  'fullName',
]);
export const customer = nearMiss(
  [
    'id',
    'userId',
    'firstName',
    'lastName',
    'email',
    'phone',
    'phoneNumber',
    'zipCode',
    'zipcode',
    'isActive',
    'canEmail',
    'tags',
    'metrics',
    'activity',
    'returnMetrics',
    'followUps',
  ],
  {
    metrics: nearMiss(['annualCardsSubmitted', 'lifetimeRevenue', 'consignmentSalesYtd']),
    activity: nearMiss(['lastSubmissionAt', 'gradingBatches'], {
      gradingBatches: fc.array(nearMiss(['id', 'label', 'cards', 'fulfilledAt'])),
    }),
    returnMetrics: nearMiss(['sampleSize', 'averageDays', 'range', 'onTimePercentage']),
    followUps: fc.array(nearMiss(['id', 'label', 'count', 'tone', 'guidance'])),
  },
);
export const submission = nearMiss(
  [
    'id',
    'customerId',
    'customer',
    'status',
    'statusCode',
    'prescreening',
    'totalCards',
    'totalCount',
    'psaRegularCount',
    'sgcStandardCount',
    'isActive',
    'notes',
  ],
  { customer: nearMiss(['id', 'displayName', 'firstName', 'lastName']), status },
);
const asset = nearMiss(['id', 'cardId', 'type', 'url', 'sizeBytes'], {
  type: fc.constantFrom('composite', 'FRONT', 'back', 'other'),
});
const stroke = nearMiss(['color', 'width', 'points'], {
  points: fc.array(fc.record({ x: fc.double(), y: fc.double() }), { maxLength: 3 }),
});
export const card = nearMiss(
  ['id', 'cardId', 'submissionId', 'name', 'assets', 'estimatedGrade', 'prescreenMarkup', 'confidenceScore'],
  {
    assets: fc.array(asset, { maxLength: 3 }),
    prescreenMarkup: fc.oneof(
      fc.array(stroke, { maxLength: 2 }),
      fc.array(stroke, { maxLength: 2 }).map((s) => JSON.stringify(s)),
    ),
  },
);
export const catalogueRecord = nearMiss([
  'id',
  'gradingCompany',
  'score',
  'code',
  'name',
  'description',
  'sortOrder',
  'isActive',
]);
export const employee = nearMiss(
  ['id', 'firstName', 'lastName', 'phone', 'status', 'skills', 'emergencyContact'],
  {
    emergencyContact: nearMiss(['name', 'phone']),
  },
);
export const prescreenRow = nearMiss([
  'submissionId',
  'id',
  'customerId',
  'customerName',
  'numberOfCards',
  'customer',
]);
