/**
 * The server bench's data beyond the seed (issue 39 item 10, issue 41 item 6): 2,000 grader orders at
 * every stage, filled with cards of the seeded submissions, and a million audit entries spread over
 * people, record types and records. Written straight into the seeded SQLite file with prepared
 * statements in one transaction (seconds, where a million HTTP writes would take hours); the
 * PostgreSQL runs receive it through `npm run db:copy` like the rest of the seed.
 */
import type { Database } from 'better-sqlite3';
import { GRADER_STAGES, type GraderStage, isOpenOrder, SERVICE_COMPANY } from '../../src/domain/graderOrder';
import type { AuditRecordType } from '../../src/domain/audit';
import { SERVICE_COLUMNS } from '../../server/store/graderOrders';
import type { ServiceKey } from '../../src/domain/submission';

export const VOLUME = { graderOrders: 2_000, auditEntries: 1_000_000 };

const DAY_MS = 86_400_000;
/** The trail covers the two years before the bench's clock; orders the last eighteen months. */
const AUDIT_SPAN_DAYS = 730;
const ORDER_SPAN_DAYS = 540;

/** A small deterministic generator, so every seeded file holds the same rows. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (low: number, high: number) => low + Math.floor(next() * (high - low + 1)) };
}

/**
 * Where the 2,000 orders are: most of eighteen months of orders are closed, the rest spread over
 * every open stage (each has some), a few on hold or cancelled.
 */
const STAGE_WEIGHTS: Readonly<Record<GraderStage, number>> = {
  preparing: 4,
  shippedToGrader: 3,
  orderPrep: 2,
  researchId: 2,
  grading: 4,
  assembly: 2,
  qa: 2,
  gradesPosted: 3,
  shippedBack: 3,
  received: 3,
  closed: 64,
  onHold: 3,
  cancelled: 5,
};
const GRADED_STAGES: readonly GraderStage[] = ['gradesPosted', 'shippedBack', 'received', 'closed'];
const SHIPPED_STAGES: readonly GraderStage[] = GRADER_STAGES.filter(
  (stage) => !['preparing', 'onHold', 'cancelled'].includes(stage),
);

function pick<T extends string>(weights: Readonly<Record<T, number>>, roll: number): T {
  const entries = Object.entries(weights) as [T, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let left = roll * total;
  for (const [key, weight] of entries) {
    left -= weight;
    if (left < 0) return key;
  }
  return (entries[entries.length - 1] as [T, number])[0];
}

const day = (at: number) => new Date(at).toISOString().slice(0, 10);

interface ServiceRow {
  id: number;
  [column: string]: number;
}

/** 2,000 orders; each takes 4–12 submissions of a service its company grades, 1–5 new cards from each. */
function writeGraderOrders(db: Database, now: Date): number {
  const roll = random(39);
  const columns = Object.values(SERVICE_COLUMNS).join(', ');
  const submissions = db.prepare(`SELECT id, ${columns} FROM submissions ORDER BY id`).all() as ServiceRow[];
  const byCompany = new Map<number, { id: number; service: ServiceKey }[]>();
  for (const row of submissions) {
    const service = (Object.keys(SERVICE_COLUMNS) as ServiceKey[]).find(
      (key) => Number(row[SERVICE_COLUMNS[key]]) > 0,
    );
    if (!service) continue;
    const company = SERVICE_COMPANY[service];
    byCompany.set(company, [...(byCompany.get(company) ?? []), { id: row.id, service }]);
  }
  const grades = db.prepare('SELECT id, grading_company FROM card_grades').all() as {
    id: number;
    grading_company: number;
  }[];
  const gradesOf = (company: number) => grades.filter((grade) => grade.grading_company === company);
  const insertOrder = db.prepare(`INSERT INTO grader_orders (grading_company, service, order_number, label,
      stage, held_from, shipped_on, tracking_number, target_return_on, return_tracking_number,
      return_shipped_on, received_on, fulfilled_at, notes, created_at, updated_at, version)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertCard = db.prepare(`INSERT INTO cards (submission_id, name, description, uploaded_at,
      updated_at, estimated_grade) VALUES (?, ?, ?, ?, ?, ?)`);
  // order_open: migration 17's guard counts only the cards of open orders (decision 0521).
  const insertOrderCard = db.prepare(`INSERT INTO grader_order_cards (order_id, card_id, submission_id,
      grading_company, declared_value, grade_id, certificate_number, graded_at, order_open)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertReturn = db.prepare(`INSERT INTO return_shipments (order_id, submission_id, carrier,
      tracking_number, shipped_on, recorded_by, recorded_by_name, recorded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const taken = new Map<number, number>();
  const companies = [...byCompany.keys()];
  let cards = 0;
  for (let index = 0; index < VOLUME.graderOrders; index += 1) {
    // Oldest first, so ids grow with the creation date as they do in service.
    const createdMs =
      now.getTime() - ORDER_SPAN_DAYS * DAY_MS + (index / VOLUME.graderOrders) * ORDER_SPAN_DAYS * DAY_MS;
    const created = new Date(createdMs).toISOString();
    // Recent orders are the open ones; the first three quarters are almost all closed or cancelled.
    const stage: GraderStage =
      index < VOLUME.graderOrders * 0.75
        ? roll.next() < 0.93
          ? 'closed'
          : 'cancelled'
        : pick(STAGE_WEIGHTS, roll.next());
    const company = companies[index % companies.length] ?? 1;
    const pool = byCompany.get(company) ?? [];
    const start = taken.get(company) ?? 0;
    const count = roll.int(4, 12);
    const chosen = pool.slice(start, start + count);
    taken.set(company, start + count);
    const service = chosen[0]?.service ?? 'psaRegularCount';
    const shipped = SHIPPED_STAGES.includes(stage);
    const graded = GRADED_STAGES.includes(stage);
    const back = stage === 'received' || stage === 'closed';
    const shippedOn = day(createdMs + 3 * DAY_MS);
    const orderId = Number(
      insertOrder.run(
        company,
        service,
        `${company}${String(100_000 + index)}`,
        `Order ${index + 1} · ${service}`,
        stage,
        stage === 'onHold' ? 'preparing' : null,
        shipped ? shippedOn : null,
        shipped ? `1Z${String(9_000_000 + index)}` : '',
        day(createdMs + 45 * DAY_MS),
        graded && stage !== 'gradesPosted' ? `9400${String(5_000_000 + index)}` : '',
        graded && stage !== 'gradesPosted' ? day(createdMs + 40 * DAY_MS) : null,
        back ? day(createdMs + 44 * DAY_MS) : null,
        stage === 'closed' ? new Date(createdMs + 46 * DAY_MS).toISOString() : null,
        '',
        created,
        created,
        1 + GRADER_STAGES.indexOf(stage),
      ).lastInsertRowid,
    );
    const companyGrades = gradesOf(company);
    for (const submission of chosen) {
      const cardsOfSubmission = roll.int(1, 5);
      for (let card = 0; card < cardsOfSubmission; card += 1) {
        const cardId = Number(
          insertCard.run(
            submission.id,
            `Card ${card + 1}`,
            `2021 Topps Chrome #${card + 1}`,
            created,
            created,
            roll.int(6, 10),
          ).lastInsertRowid,
        );
        const grade = graded ? companyGrades[roll.int(0, companyGrades.length - 1)] : undefined;
        cards += 1;
        insertOrderCard.run(
          orderId,
          cardId,
          submission.id,
          company,
          roll.int(20, 400),
          grade?.id ?? null,
          grade ? String(80_000_000 + cards) : null,
          grade ? new Date(createdMs + 38 * DAY_MS).toISOString() : null,
          isOpenOrder(stage) ? 1 : 0,
        );
      }
      if (stage === 'closed' || (stage === 'received' && roll.next() < 0.5)) {
        insertReturn.run(
          orderId,
          submission.id,
          'UPS',
          `1Z${submission.id}`,
          day(createdMs + 45 * DAY_MS),
          1,
          'Admin User',
          created,
        );
      }
    }
  }
  return cards;
}

/** What share of the trail each kind of record has, and how many such records there are. */
const RECORD_WEIGHTS: Readonly<Partial<Record<AuditRecordType, number>>> = {
  submission: 40,
  card: 18,
  customer: 12,
  step: 8,
  workflow: 5,
  graderOrder: 5,
  user: 5,
  payment: 3,
  invoice: 2,
  employee: 0.6,
  workflowType: 0.3,
  stepType: 0.3,
  cardGrade: 0.3,
  cardGradeError: 0.1,
  cardQualifier: 0.1,
  prescreenRecommendation: 0.1,
  businessProfile: 0.2,
};

const FIELDS: Readonly<Partial<Record<AuditRecordType, [string, string, string]>>> = {
  submission: ['statusCode', '1', '2'],
  card: ['estimatedGrade', '8', '9'],
  customer: ['phone', '555-0100', '555-0199'],
  step: ['isCompleted', 'false', 'true'],
  graderOrder: ['stage', 'grading', 'assembly'],
  payment: ['amount', '120.00', '140.00'],
};

/**
 * A million entries over two years, oldest first (ids grow with time), by 30 people: the staff who
 * make most changes, a few who make some, and sign-ins and failed sign-ins with no person.
 */
function writeAuditEntries(db: Database, now: Date, maxIds: Readonly<Record<string, number>>): void {
  const roll = random(41);
  const users = db.prepare('SELECT id, email FROM users ORDER BY id').all() as {
    id: number;
    email: string;
  }[];
  const people = [
    ...users.map((user) => ({ id: user.id, name: user.email.split('@')[0] ?? 'user' })),
    ...Array.from({ length: 30 - users.length }, (_, index) => ({
      id: 1000 + index,
      name: `Staff ${index + 1}`,
    })),
  ];
  const insert = db.prepare(`INSERT INTO audit_entries (at, actor_id, actor_name, action, record_type,
      record_id, version, changes) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const start = now.getTime() - AUDIT_SPAN_DAYS * DAY_MS;
  const step = (AUDIT_SPAN_DAYS * DAY_MS) / VOLUME.auditEntries;
  for (let index = 0; index < VOLUME.auditEntries; index += 1) {
    const recordType = pick(RECORD_WEIGHTS as Record<AuditRecordType, number>, roll.next());
    // A few busy people make most changes (a skewed pick over the 30).
    const person = people[Math.floor(people.length * roll.next() ** 2)] ?? people[0];
    const recordId = roll.int(1, maxIds[recordType] ?? 50);
    const signIn = recordType === 'user';
    const action = signIn
      ? roll.next() < 0.9
        ? 'sign-in'
        : 'sign-in-failed'
      : roll.next() < 0.1
        ? 'create'
        : roll.next() < 0.03
          ? 'archive'
          : 'update';
    const field = FIELDS[recordType] ?? ['name', 'Before', 'After'];
    const changes =
      action === 'update' ? JSON.stringify([{ field: field[0], before: field[1], after: field[2] }]) : '[]';
    insert.run(
      new Date(start + index * step).toISOString(),
      action === 'sign-in-failed' ? null : (person?.id ?? null),
      action === 'sign-in-failed' ? '' : (person?.name ?? ''),
      action,
      recordType,
      signIn && action === 'sign-in' ? (person?.id ?? 1) : recordId,
      signIn ? null : roll.int(1, 12),
      changes,
    );
  }
}

/** Adds the orders and the trail to a freshly seeded file; answers what it wrote. */
export function writeVolume(db: Database, now: Date): { cards: number } {
  return db.transaction(() => {
    const cards = writeGraderOrders(db, now);
    const maxOf = (table: string) =>
      Number((db.prepare(`SELECT MAX(id) AS n FROM ${table}`).get() as { n: number | null }).n ?? 0) || 50;
    writeAuditEntries(db, now, {
      submission: maxOf('submissions'),
      card: maxOf('cards'),
      customer: maxOf('customers'),
      step: maxOf('steps'),
      workflow: maxOf('workflows'),
      graderOrder: maxOf('grader_orders'),
      employee: maxOf('employees'),
      invoice: maxOf('submissions'),
      payment: maxOf('payments'),
      workflowType: maxOf('workflow_types'),
      stepType: maxOf('step_types'),
      cardGrade: maxOf('card_grades'),
      businessProfile: 1,
    });
    return { cards };
  })();
}
