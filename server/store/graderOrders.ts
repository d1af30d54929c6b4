import { type RawBuilder, sql } from 'kysely';
import {
  FIGURE_STAGES,
  type GraderOrderInput,
  type GraderStage,
  SERVICE_COMPANY,
} from '../../src/domain/graderOrder';
import { OUT_FOR_GRADING_STAGES } from '../../src/domain/dashboard';
import type { ServiceKey } from '../../src/domain/submission';
import { consignorsOfOrder, isBackStage, recountConsignors } from './consignorReturns';
import type { Db } from './database';
import {
  type CardRow,
  cardPayload,
  companyLabel,
  type GraderOrderCardPayload,
  type GraderOrderPayload,
  type GraderOrderRow,
  orderPayload,
  type Totals,
} from './graderOrderPayload';
import {
  keptAtSearchVersion,
  type SearchTotalsCache,
  type VersionedRow,
  searchTotalsCache,
  withSearchVersion,
} from './searchTotals';
import { inTransaction } from './transaction';

/** The stages still open, bound as values. */
const CLOSED_STAGES: GraderStage[] = ['closed', 'cancelled'];

export interface GraderOrderQuery {
  pageNumber: number;
  pageSize: number;
  search: string;
  stages: readonly GraderStage[];
  outForGrading?: boolean;
}

/** What changes with a transition besides the stage. */
export interface StageChange {
  stage: GraderStage;
  heldFrom: GraderStage | null;
  shippedOn?: string;
  trackingNumber?: string;
  returnShippedOn?: string;
  returnTrackingNumber?: string;
  receivedOn?: string;
  fulfilledAt?: string;
}

export interface CardInOrder {
  card_id: number;
  submission_id: number;
  order_id: number;
}

/**
 * The card count of each stage a /grading tile counts, in one query. Only the orders on their way or
 * at the grader are read (the stage index finds them): closed and cancelled ones, most of the cards
 * once the shop has a history, count in no tile (decision 0570).
 */
async function countCardsByStage(db: Db): Promise<{ stage: GraderStage; cards: number }[]> {
  const rows = await db
    .selectFrom('grader_orders as o')
    .innerJoin('grader_order_cards as oc', 'oc.order_id', 'o.id')
    .select((eb) => ['o.stage', eb.fn.countAll<number | string>().as('cards')])
    .where('o.stage', 'in', FIGURE_STAGES)
    .groupBy('o.stage')
    .execute();
  return rows.map((row) => ({ stage: row.stage as GraderStage, cards: Number(row.cards) }));
}

/**
 * An order's card count, graded count and declared value as three columns, counted from the cards of
 * the order `orderId` names: a page's orders alone, or one order (decision 0575).
 */
function totalsColumns(orderId: RawBuilder<unknown>) {
  const ofCards = (aggregate: string) =>
    sql`(SELECT ${sql.raw(aggregate)} FROM grader_order_cards oc WHERE oc.order_id = ${orderId})`;
  return sql`${ofCards('COUNT(*)')} AS card_count, ${ofCards('COUNT(certificate_number)')} AS graded_count,
    ${ofCards('SUM(declared_value)')} AS declared_value`;
}

/**
 * Grader orders and their cards: the one place their SQL lives. Every write to an order's cards also
 * writes the order (`touch`, or its stage) in the same transaction, and every write to an order moves
 * the search version (migration 16): so the tiles' counts can be kept under that version.
 */
export function graderOrderStore(db: Db, searchTotals: SearchTotalsCache = searchTotalsCache()) {
  // Kept per store, that is per server process; the version is the database's, so a write by any
  // instance is seen by all (decision 0575).
  const cardsByStage = keptAtSearchVersion(countCardsByStage);
  const cardsOf = async (orderId: number): Promise<GraderOrderCardPayload[]> => {
    const { rows } = await sql<CardRow>`SELECT oc.card_id, oc.submission_id, s.customer_id,
        cu.first_name, cu.last_name, c.name AS card_name, c.card_year, c.card_set, c.card_subject,
        c.card_number, c.estimated_grade, oc.declared_value,
        oc.grade_id, g.score AS grade_score, g.grading_company AS grade_company, oc.qualifier_id,
        oc.grade_error_id, oc.certificate_number
      FROM grader_order_cards oc
      JOIN cards c ON c.id = oc.card_id
      JOIN submissions s ON s.id = oc.submission_id
      LEFT JOIN customers cu ON cu.id = s.customer_id
      LEFT JOIN card_grades g ON g.id = oc.grade_id
      WHERE oc.order_id = ${orderId}
      ORDER BY oc.submission_id, oc.card_id`.execute(db);
    return rows.map(cardPayload);
  };

  const where = (query: Pick<GraderOrderQuery, 'search' | 'stages' | 'outForGrading'>) => {
    const parts = [sql<boolean>`1 = 1`];
    if (query.stages.length > 0) parts.push(sql<boolean>`stage IN (${sql.join(query.stages)})`);
    // The dashboard's 'Cards out for grading' (decision 0481): held orders count where they were held.
    if (query.outForGrading) {
      const out = sql.join(OUT_FOR_GRADING_STAGES);
      parts.push(sql<boolean>`(stage IN (${out}) OR (stage = 'onHold' AND held_from IN (${out})))`);
    }
    const text = query.search.trim().toLowerCase();
    if (text) {
      parts.push(sql<boolean>`(instr(lower(label), ${text}) > 0 OR instr(lower(order_number), ${text}) > 0
        OR instr(lower(tracking_number), ${text}) > 0 OR instr(lower(return_tracking_number), ${text}) > 0)`);
    }
    return sql<boolean>`${sql.join(parts, sql` AND `)}`;
  };

  return {
    async find(id: number): Promise<GraderOrderRow | null> {
      return (
        (await db.selectFrom('grader_orders').selectAll().where('id', '=', id).executeTakeFirst()) ?? null
      );
    },

    /** The order with its totals and cards. */
    async payload(row: GraderOrderRow): Promise<GraderOrderPayload> {
      const { rows } = await sql<Totals>`SELECT ${totalsColumns(sql`${row.id}`)}`.execute(db);
      return orderPayload(row, rows[0], await cardsOf(row.id));
    },

    /**
     * One page, newest first, each with its totals (not its cards). The page's total is kept between
     * writes (every order written moves the search version, migration 16; decision 0274): a text
     * search reads every order's label and numbers to count its matches. The page's orders are found
     * first and their totals counted for those alone, in the same statement: on PostgreSQL a second
     * query was a second round trip (decision 0575).
     */
    async search(query: GraderOrderQuery): Promise<{ rows: GraderOrderPayload[]; total: number }> {
      const condition = where(query);
      const offset = (query.pageNumber - 1) * query.pageSize;
      const { rows } = await sql<GraderOrderRow & VersionedRow & Totals>`SELECT page.*,
          ${totalsColumns(sql.ref('page.id'))}
        FROM (SELECT *, ${withSearchVersion} FROM grader_orders WHERE ${condition}
          ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}) page
        ORDER BY page.created_at DESC, page.id DESC`.execute(db);
      const count = sql<{ n: number | string | null }>`SELECT COUNT(*) AS n FROM grader_orders
        WHERE ${condition}`;
      return {
        rows: rows.map((row) => orderPayload(row, row, [])),
        total: await searchTotals.totalFor(db, rows, offset, count),
      };
    },

    /**
     * Every order holding the submission's cards, with which of them, each one's grade once posted and
     * whether the submission's return from it is logged (its detail's 'Grader orders', its journey).
     */
    async ofSubmission(submissionId: number) {
      // The catalogue's grades are not in the typed schema (their tables are described at run time).
      const { rows } = await sql<{
        id: number;
        label: string;
        grading_company: number;
        order_number: string;
        stage: string;
        card_id: number;
        grade_score: string | null;
        grade_company: number | null;
        return_id: number | null;
      }>`SELECT o.id, o.label, o.grading_company, o.order_number, o.stage, oc.card_id,
          g.score AS grade_score, g.grading_company AS grade_company, r.id AS return_id
        FROM grader_order_cards oc
        JOIN grader_orders o ON o.id = oc.order_id
        LEFT JOIN card_grades g ON g.id = oc.grade_id
        LEFT JOIN return_shipments r ON r.order_id = oc.order_id AND r.submission_id = oc.submission_id
        WHERE oc.submission_id = ${submissionId}
        ORDER BY o.id, oc.card_id`.execute(db);
      const orders = new Map<
        number,
        {
          id: number;
          label: string;
          gradingCompany: number;
          orderNumber: string;
          stage: string;
          cardIds: number[];
          grades: { cardId: number; gradeText: string }[];
          returned: boolean;
        }
      >();
      for (const row of rows) {
        const order = orders.get(row.id) ?? {
          id: row.id,
          label: row.label,
          gradingCompany: row.grading_company,
          orderNumber: row.order_number,
          stage: row.stage,
          cardIds: [],
          grades: [],
          returned: row.return_id !== null,
        };
        order.cardIds.push(row.card_id);
        if (row.grade_company !== null) {
          const gradeText = `${companyLabel(row.grade_company)} ${row.grade_score ?? ''}`.trim();
          order.grades.push({ cardId: row.card_id, gradeText });
        }
        orders.set(row.id, order);
      }
      return [...orders.values()];
    },

    /** The card count of each stage a /grading tile counts (`countCardsByStage`), kept between writes. */
    cardsByStage: () => cardsByStage(db),

    async insert(input: GraderOrderInput, at: string): Promise<number> {
      const row = await db
        .insertInto('grader_orders')
        .values({
          grading_company: SERVICE_COMPANY[input.service],
          service: input.service,
          order_number: input.orderNumber,
          label: input.label,
          stage: 'preparing',
          target_return_on: input.targetReturnOn,
          notes: input.notes,
          tracking_number: '',
          return_tracking_number: '',
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** The typed fields; the service (and so the company) only while nothing is in the order. */
    async update(id: number, input: GraderOrderInput, at: string): Promise<void> {
      await db
        .updateTable('grader_orders')
        .set({
          grading_company: SERVICE_COMPANY[input.service],
          service: input.service,
          order_number: input.orderNumber,
          label: input.label,
          target_return_on: input.targetReturnOn,
          notes: input.notes,
          updated_at: at,
          version: (eb) => eb('version', '+', 1),
        })
        .where('id', '=', id)
        .execute();
    },

    /** The cards asked for, with their submission and the service counts it was taken in for. */
    async cardsWithServices(cardIds: readonly number[]) {
      if (cardIds.length === 0) return [];
      return db
        .selectFrom('cards as c')
        .innerJoin('submissions as s', 's.id', 'c.submission_id')
        .select([
          'c.id',
          'c.submission_id',
          's.psa_value_bulk',
          's.psa_regular_count',
          's.psa_dual_count',
          's.sgc_standard_count',
          's.bgs_base_count',
          's.cgc_bulk_count',
          's.cgc_comic_count',
        ])
        .where('c.id', 'in', cardIds)
        .execute();
    },

    /** Open orders (other than `exceptOrder`) that already hold any of these cards. */
    async inOpenOrders(cardIds: readonly number[], exceptOrder: number): Promise<CardInOrder[]> {
      if (cardIds.length === 0) return [];
      return db
        .selectFrom('grader_order_cards as oc')
        .innerJoin('grader_orders as o', 'o.id', 'oc.order_id')
        .select(['oc.card_id', 'oc.submission_id', 'oc.order_id'])
        .where('oc.card_id', 'in', cardIds)
        .where('o.stage', 'not in', CLOSED_STAGES)
        .where('oc.order_id', '!=', exceptOrder)
        .execute();
    },

    /** Adds cards (or updates their declared value when already in), and marks the order changed. */
    assign(
      order: GraderOrderRow,
      cards: readonly { cardId: number; submissionId: number; declaredValue: number }[],
      at: string,
    ): Promise<void> {
      return inTransaction(db, async (trx) => {
        for (const card of cards) {
          const existing = await trx
            .selectFrom('grader_order_cards')
            .select('card_id')
            .where('order_id', '=', order.id)
            .where('card_id', '=', card.cardId)
            .executeTakeFirst();
          if (existing) {
            await trx
              .updateTable('grader_order_cards')
              .set({ declared_value: card.declaredValue })
              .where('order_id', '=', order.id)
              .where('card_id', '=', card.cardId)
              .execute();
          } else {
            await trx
              .insertInto('grader_order_cards')
              .values({
                order_id: order.id,
                card_id: card.cardId,
                submission_id: card.submissionId,
                grading_company: order.grading_company,
                declared_value: card.declaredValue,
              })
              .execute();
          }
        }
        await touch(trx, order.id, at);
        // Cards change while an order is prepared (the routes' rule); one back in the shop would move
        // its consignors' returns (decision 0570).
        if (isBackStage(order.stage)) {
          await recountConsignors(
            trx,
            await consignorsOfCards(
              trx,
              cards.map((card) => card.submissionId),
            ),
          );
        }
      });
    },

    unassign(order: GraderOrderRow, cardId: number, at: string): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const removed = await trx
          .deleteFrom('grader_order_cards')
          .where('order_id', '=', order.id)
          .where('card_id', '=', cardId)
          .executeTakeFirst();
        await touch(trx, order.id, at);
        if (isBackStage(order.stage)) {
          const card = await trx
            .selectFrom('cards')
            .select('submission_id')
            .where('id', '=', cardId)
            .execute();
          await recountConsignors(
            trx,
            await consignorsOfCards(
              trx,
              card.map((row) => row.submission_id),
            ),
          );
        }
        return Number(removed.numDeletedRows) > 0;
      });
    },

    async holdsCard(orderId: number, cardId: number): Promise<boolean> {
      const row = await db
        .selectFrom('grader_order_cards')
        .select('card_id')
        .where('order_id', '=', orderId)
        .where('card_id', '=', cardId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The card of this company that already carries the certificate number, if any. */
    async certificateHolder(company: number, certificate: string): Promise<number | null> {
      const row = await db
        .selectFrom('grader_order_cards')
        .select('card_id')
        .where('grading_company', '=', company)
        .where('certificate_number', '=', certificate)
        .executeTakeFirst();
      return row?.card_id ?? null;
    },

    /** Posts grades, typed one at a time or a company's file at once: one change of the order either way. */
    postGrades(
      order: GraderOrderRow,
      grades: readonly {
        cardId: number;
        gradeId: number;
        qualifierId: number | null;
        gradeErrorId: number | null;
        certificateNumber: string;
      }[],
      at: string,
    ): Promise<void> {
      return inTransaction(db, async (trx) => {
        for (const grade of grades) {
          await trx
            .updateTable('grader_order_cards')
            .set({
              grade_id: grade.gradeId,
              qualifier_id: grade.qualifierId,
              grade_error_id: grade.gradeErrorId,
              certificate_number: grade.certificateNumber,
              graded_at: at,
            })
            .where('order_id', '=', order.id)
            .where('card_id', '=', grade.cardId)
            .execute();
        }
        await touch(trx, order.id, at);
      });
    },

    /**
     * Moves the order to its next stage with what the transition records; the version moves on. An
     * order coming back into the shop (or leaving it) puts its consignors' submissions on the returns
     * list (or takes them off), in the same transaction (decision 0570). An order closed or cancelled
     * lets go of its cards: migration 17's index no longer counts them as in an open order, so they may
     * go in another.
     */
    setStage(id: number, change: StageChange, at: string): Promise<void> {
      return inTransaction(db, async (trx) => {
        const before = await trx
          .selectFrom('grader_orders')
          .select('stage')
          .where('id', '=', id)
          .executeTakeFirst();
        await setStageOf(trx, id, change, at);
        if (before && isBackStage(before.stage) !== isBackStage(change.stage)) {
          await recountConsignors(trx, await consignorsOfOrder(trx, id));
        }
      });
    },
  };
}

/** The stage and what the transition records, the version moved on. */
async function setStageOf(db: Db, id: number, change: StageChange, at: string): Promise<void> {
  if (CLOSED_STAGES.includes(change.stage)) {
    await db.updateTable('grader_order_cards').set({ order_open: 0 }).where('order_id', '=', id).execute();
  }
  await db
    .updateTable('grader_orders')
    .set({
      stage: change.stage,
      held_from: change.heldFrom,
      ...(change.shippedOn === undefined ? {} : { shipped_on: change.shippedOn }),
      ...(change.trackingNumber === undefined ? {} : { tracking_number: change.trackingNumber }),
      ...(change.returnShippedOn === undefined ? {} : { return_shipped_on: change.returnShippedOn }),
      ...(change.returnTrackingNumber === undefined
        ? {}
        : { return_tracking_number: change.returnTrackingNumber }),
      ...(change.receivedOn === undefined ? {} : { received_on: change.receivedOn }),
      ...(change.fulfilledAt === undefined ? {} : { fulfilled_at: change.fulfilledAt }),
      updated_at: at,
      version: (eb) => eb('version', '+', 1),
    })
    .where('id', '=', id)
    .execute();
}

/** The customers of these submissions. */
async function consignorsOfCards(db: Db, submissionIds: readonly number[]): Promise<(number | null)[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .selectFrom('submissions')
    .select('customer_id')
    .distinct()
    .where('id', 'in', submissionIds)
    .execute();
  return rows.map((row) => row.customer_id);
}

/** An order whose cards changed is changed: its time and version move on (decision 0232). */
async function touch(trx: Db, id: number, at: string): Promise<void> {
  await trx
    .updateTable('grader_orders')
    .set({ updated_at: at, version: (eb) => eb('version', '+', 1) })
    .where('id', '=', id)
    .execute();
}

/** The service columns of a submission, by the service key. */
export const SERVICE_COLUMNS = {
  psaValueBulk: 'psa_value_bulk',
  psaRegularCount: 'psa_regular_count',
  psaDualCount: 'psa_dual_count',
  sgcStandardCount: 'sgc_standard_count',
  bgsBaseCount: 'bgs_base_count',
  cgcBulkCount: 'cgc_bulk_count',
  cgcComicCount: 'cgc_comic_count',
} as const satisfies Record<ServiceKey, string>;

export type GraderOrderStore = ReturnType<typeof graderOrderStore>;
