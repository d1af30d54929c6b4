/**
 * The server bench's reads of grading (issue 39 item 10) and of the audit trail (issue 41 item 6) at
 * 2,000 grader orders and a million entries (scripts/bench/volume.ts), each budgeted like a search:
 * the /grading page's calls, an order's page, the assignment picker's two steps (find a submission by
 * number or customer; load its cards and the orders they are in), a record's History panel and the
 * /activity page by each of its filters, first pages and later ones.
 */
import type { loadBalancer } from './balancer';
import { type Reply, send } from './http-load';
import { VOLUME } from './volume';

/** A measured call: its name, one request of it, its budget (ms at p95; undefined for none). */
export type Kind = [string, (index: number) => Promise<Reply>, number | undefined];

/** Record ids the bench asks about: spread over the seeded ranges, in a fixed order. */
const spread = (index: number, max: number) => 1 + ((index * 7919) % max);

/** The people the trail was written by (the seeded accounts and staff 1000–1026, volume.ts). */
const ACTOR_IDS = [1, 2, 3, 1000, 1001, 1004, 1010, 1026];
const RECORD_TYPES = ['submission', 'card', 'customer', 'graderOrder', 'employee', 'user', 'payment'];
/** Whole UTC days, inclusive: a day, a week and a month, recent and a year back. */
const RANGES: [string, string][] = [
  ['2026-10-30', '2026-10-30'],
  ['2026-10-01', '2026-10-31'],
  ['2025-11-10', '2025-11-16'],
  ['2025-06-01', '2025-06-30'],
];
/**
 * What staff type in the assignment picker: a submission's number, or part of a customer's name
 * (src/features/grading/assignment-calls.ts asks for 8 hits, newest first, active or not).
 */
const PICKER_NAMES = ['morgan', 'hughes', 'quinn', 'reyes', 'tanaka', 'fre', 'xu', 'lind'];

const TRACKER_BODIES: Record<string, unknown>[] = [
  {},
  { stages: ['grading', 'assembly', 'qa', 'orderPrep', 'researchId'] },
  { stages: ['shippedBack'] },
  { search: 'order 1' },
  { search: '1z9001' },
  { stages: ['closed'] },
];

export function gradingAndAuditKinds(
  balancer: ReturnType<typeof loadBalancer>,
  headers: Record<string, string>,
  budget: number,
): Kind[] {
  const get = (url: string) => balancer.send((origin) => send(`${origin}${url}`, { headers }));
  const post = (url: string, body: unknown) =>
    balancer.send((origin) =>
      send(`${origin}${url}`, {
        method: 'POST',
        headers: { ...headers, origin },
        body: JSON.stringify(body),
      }),
    );
  /** A screen that loads several calls at once is as quick as its slowest. */
  const all = async (calls: Promise<Reply>[]): Promise<Reply> => {
    const replies = await Promise.all(calls);
    return replies.find((reply) => !reply.ok) ?? replies[0] ?? { ok: false, status: 0 };
  };
  /** First pages mostly, and every fourth request a later page (page 3 or 26). */
  const pageOf = (index: number) => (index % 4 === 3 ? (index % 8 === 3 ? 26 : 3) : 1);
  const activity = (index: number, filters: Record<string, unknown>) =>
    post('/api/employee/activity/search', { pageNumber: pageOf(index), pageSize: 20, ...filters });
  const history = (recordType: string, recordId: number) =>
    post('/api/employee/history/search', { recordType, recordId, pageNumber: 1, pageSize: 10 });
  return [
    [
      '/grading figures and tracker',
      (index) =>
        all([
          get('/api/employee/grader-orders/figures'),
          post('/api/employee/grader-orders/search', {
            pageNumber: 1 + (index % 3),
            pageSize: 20,
            ...TRACKER_BODIES[index % TRACKER_BODIES.length],
          }),
        ]),
      budget,
    ],
    [
      '/grading returns by consignor',
      (index) => post('/api/employee/returns/search', { pageNumber: pageOf(index), pageSize: 20 }),
      budget,
    ],
    [
      'grader order page',
      (index) => {
        const id = spread(index, VOLUME.graderOrders);
        return all([
          get(`/api/employee/grader-orders/${id}`),
          get(`/api/employee/grader-orders/${id}/returns`),
        ]);
      },
      budget,
    ],
    [
      'assignment search (a submission by number or customer)',
      (index) =>
        post('/api/employee/submission/search', {
          pageNumber: 1,
          pageSize: 8,
          search:
            index % 2 === 0
              ? String(spread(index, 100_000))
              : (PICKER_NAMES[(index >> 1) % PICKER_NAMES.length] ?? 'morgan'),
        }),
      budget,
    ],
    [
      "assignment lookup (a submission, its cards and the orders they're in)",
      (index) => {
        const id = spread(index, 100_000);
        return all([
          get(`/api/employee/submission/${id}`),
          get(`/api/employee/submission/${id}/cards`),
          get(`/api/employee/grader-orders?submission=${id}`),
        ]);
      },
      budget,
    ],
    ['customer history', (index) => history('customer', spread(index, 20_000)), budget],
    ['submission history', (index) => history('submission', spread(index, 100_000)), budget],
    ['activity people', () => get('/api/employee/activity/people'), budget],
    ['activity, all', (index) => activity(index, {}), budget],
    [
      'activity by person',
      (index) => activity(index, { actorId: ACTOR_IDS[index % ACTOR_IDS.length] }),
      budget,
    ],
    [
      'activity by record type',
      (index) => activity(index, { recordType: RECORD_TYPES[index % RECORD_TYPES.length] }),
      budget,
    ],
    [
      'activity by record',
      (index) => activity(index, { recordType: 'submission', recordId: spread(index, 100_000) }),
      budget,
    ],
    [
      'activity by time range',
      (index) => {
        const [fromDay, toDay] = RANGES[index % RANGES.length] ?? [];
        return activity(index, { fromDay, toDay });
      },
      budget,
    ],
  ];
}
