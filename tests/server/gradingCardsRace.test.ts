// @vitest-environment node
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { postgresQueryBuilder } from '../../server/store/database';
import { call, wrapper } from './harness';
import { graderOrderFile } from './graderOrderScenario';

// Run by the PostgreSQL project alone (vite.config.ts): the race needs two connections at once, and
// SQLite takes one writer at a time, so it has none (decision 0521).
const { session, scenario } = graderOrderFile();

const post = (url: string, body: unknown) =>
  call(session.t.app, 'POST', url, { cookie: session.staff, body });

describe('one open order per card under a race (decision 0521)', () => {
  it('lets one of two assignments at once to different orders through on PostgreSQL; the other is refused', async () => {
    const { t } = session;
    if (!t.databaseUrl) throw new Error('this test needs PostgreSQL');
    const { customer, submissionWithCards } = scenario;
    const { cardIds } = await submissionWithCards(await customer('Race', true), 1);
    const [cardId = 0] = cardIds;
    const [first, second] = [await scenario.order([]), await scenario.order([])];
    // A lock that lets both requests read and check, but holds each one's insert until both wait.
    const side = postgresQueryBuilder(t.databaseUrl, { max: 2 });
    try {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const lockHeld = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = side.transaction().execute(async (trx) => {
        await sql`LOCK TABLE grader_order_cards IN SHARE MODE`.execute(trx);
        locked();
        await released;
      });
      await lockHeld;
      const assign = (orderId: number) =>
        post(`${scenario.orders}/${orderId}/cards`, { cards: [{ cardId, declaredValue: 10 }] });
      const replies = Promise.all([assign(first), assign(second)]);
      // Both have passed the route's check (no open order holds the card) and wait to insert it.
      await expect
        .poll(
          async () => {
            const { rows } = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM pg_stat_activity
                WHERE datname = current_database() AND wait_event_type = 'Lock'
                  AND query ILIKE 'insert into "grader_order_cards"%'`.execute(side);
            return Number(rows[0]?.n ?? 0);
          },
          { timeout: 10_000, interval: 25 },
        )
        .toBe(2);
      release();
      await holder;
      const [one, two] = await replies;
      const byStatus = [one, two].sort((a, b) => a.status - b.status);
      expect(byStatus.map((reply) => reply.status)).toEqual([200, 409]);
      const winner = one.status === 200 ? first : second;
      expect(wrapper(byStatus[1]?.body).extra.code).toBe('ASSIGNMENT_REFUSED');
      expect(wrapper(byStatus[1]?.body).messages).toEqual([
        `Card ${cardId} is already in open order ${winner}.`,
      ]);
      expect((await scenario.orderCards(first)).length + (await scenario.orderCards(second)).length).toBe(1);
    } finally {
      await side.destroy();
    }
  });
});
