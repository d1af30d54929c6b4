/**
 * Shape checks for parsed values, used by the property tests: what a screen relies on (ids are
 * non-empty strings, counts are whole and non-negative, enums hold their allowed values).
 */
export type Check = (value: unknown) => boolean;

type Rec = Record<string, unknown>;
const rec = (value: unknown): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isId = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';
const isOptId = (value: unknown) => value === null || isId(value);
const isText = (value: unknown) => typeof value === 'string';
const isOptText = (value: unknown) => value === null || isText(value);
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const isOptNumber = (value: unknown) => value === null || isNumber(value);
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;
const isBool = (value: unknown) => typeof value === 'boolean';
export const isStringArray = (value: unknown): boolean => Array.isArray(value) && value.every(isText);

const all = (value: unknown, checks: Record<string, Check>): boolean =>
  rec(value) && Object.entries(checks).every(([key, check]) => check(value[key]));

export const isUserValid: Check = (value) =>
  all(value, {
    id: isId,
    email: isText,
    fullName: isText,
    displayName: isText,
    phone: isText,
    roles: isStringArray,
  });

export const isCustomerValid: Check = (value) =>
  all(value, {
    id: isId,
    userId: isOptId,
    phone: isText,
    zipCode: isText,
    isActive: isBool,
    canEmail: isBool,
    tags: isStringArray,
    metrics: (m) => rec(m) && Object.values(m).every(isNumber),
    activity: (a) =>
      rec(a) &&
      Array.isArray(a.gradingBatches) &&
      a.gradingBatches.every((b) => all(b, { id: isId, label: isText })),
    returnMetrics: (r) => all(r, { sampleSize: isNumber, averageDays: isOptNumber }),
    followUps: (f) =>
      Array.isArray(f) &&
      f.every((item) =>
        all(item, {
          id: isId,
          count: isNumber,
          tone: (t) => ['info', 'warning', 'danger', 'success'].includes(t as string),
        }),
      ),
  });

export const isSubmissionValid: Check = (value) =>
  all(value, {
    id: isId,
    customerId: isOptId,
    status: isText,
    statusCode: (code) => code === null || Number.isInteger(code),
    prescreening: (level) => level === 1 || level === 2 || level === 3,
    totalCards: isCount,
    psaRegularCount: isCount,
    sgcStandardCount: isCount,
    isActive: isBool,
    notes: isText,
  });

export const isStepValid: Check = (value) =>
  all(value, {
    id: isId,
    stepTypeId: isOptId,
    name: isText,
    stepTypeName: isText,
    statusCode: Number.isInteger,
    statusLabel: isText,
  });

export const isWorkflowValid: Check = (value) =>
  all(value, {
    id: isId,
    submissionId: isText,
    workflowTypeId: isOptId,
    statusCode: Number.isInteger,
    statusLabel: (label) => isText(label) && (label as string) !== '',
    steps: (steps) => Array.isArray(steps) && steps.every(isStepValid),
    openSteps: (steps) => Array.isArray(steps) && steps.every(isStepValid),
  });

export const isStepTypeValid: Check = (value) =>
  all(value, {
    id: isId,
    workflowTypeId: isText,
    nextStepTypeIds: (ids) => Array.isArray(ids) && ids.every(isId),
    nextSteps: (steps) => Array.isArray(steps) && steps.every((s) => all(s, { id: isId, name: isText })),
    isInitialStep: isBool,
  });

export const isWorkflowTypeValid: Check = (value) =>
  all(value, {
    id: isId,
    name: isText,
    primaryStepTypeId: isOptId,
    stepTypes: (types) => Array.isArray(types) && types.every(isStepTypeValid),
  });

const fraction = (n: unknown) => isNumber(n) && (n as number) >= 0 && (n as number) <= 1;

export const isCardValid: Check = (value) =>
  all(value, {
    id: isId,
    submissionId: isText,
    estimatedGrade: (grade) => grade === null || Number.isInteger(grade),
    assets: (assets) =>
      Array.isArray(assets) &&
      assets.every((a) =>
        all(a, {
          id: isId,
          type: (t) => ['composite', 'thumbnail', 'front', 'back'].includes(t as string),
          sizeBytes: isNumber,
        }),
      ),
    prescreenMarkup: (strokes) =>
      Array.isArray(strokes) &&
      strokes.every((s) =>
        all(s, {
          color: (c) => isText(c) && (c as string) !== '',
          width: (w) => isNumber(w) && (w as number) >= 1 && (w as number) <= 12,
          points: (points) =>
            Array.isArray(points) && points.every((p) => all(p, { x: fraction, y: fraction })),
        }),
      ),
    confidenceScore: isOptNumber,
    notes: isText,
  });

export const isCatalogueRecordValid =
  (kind: string): Check =>
  (value) =>
    all(value, {
      id: isId,
      isActive: isBool,
      ...(kind === 'cardGrades' || kind === 'cardQualifiers'
        ? { gradingCompany: (c: unknown) => [0, 1, 2, 3, 4].includes(c as number) }
        : {}),
      ...(kind === 'prescreenRecommendations'
        ? { name: isText, description: isOptText }
        : { sortOrder: isNumber }),
    });

export const isEmployeeValid: Check = (value) =>
  all(value, {
    id: isId,
    status: (s) => s === 'Active' || s === 'On Leave',
    skills: isStringArray,
    emergencyContact: (c) => c === null || all(c, { name: isText, phone: isText }),
  });

export const isPrescreenRowValid: Check = (value) =>
  all(value, { submissionId: isId, customerId: isOptId, customerName: isText, numberOfCards: isCount });

export const isListValid =
  (item: Check): Check =>
  (value) =>
    all(value, {
      items: (items) => Array.isArray(items) && items.every(item),
      total: isCount,
      pageNumber: (n) => n === undefined || isNumber(n),
      pageSize: (n) => n === undefined || isNumber(n),
    });
