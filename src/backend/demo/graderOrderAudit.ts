import { type AuditFields, auditFieldsOf } from '../../domain/audit';
import type { GraderOrderCard } from '../../domain/graderOrder';
import {
  declaredValueAuditFields,
  GRADER_ORDER_AUDIT_FIELDS,
  gradeAuditFields,
} from '../../domain/graderOrderAudit';
import type { StoredGraderOrder, StoredOrderCard } from './graderOrderRecords';
import type { DemoContext } from './store';
import { versionOf } from './writes';

/** A grader order as its history reads it at one moment: its audited fields and its version. */
export interface OrderReading {
  fields: AuditFields;
  version: number;
}

/**
 * The demo's grader-order entries (issue 41 item 5), as the server writes them: one per create,
 * edit, lifecycle step, card change and grade posting or import, with the order's fields (and the
 * graded cards' grades) before and after, and the version made (decisions 0435, 0437).
 */
export function graderOrderAudit(context: DemoContext, cardOf: (stored: StoredOrderCard) => GraderOrderCard) {
  /**
   * The order now, with the grades of the cards a posting or an import names, and the declared values
   * of the cards an assignment adds, changes or takes out (decision 0522).
   */
  const read = (
    order: StoredGraderOrder,
    gradedCards: readonly string[] = [],
    valuedCards: readonly string[] = [],
  ): OrderReading => {
    const fields: Record<string, unknown> = { ...auditFieldsOf(order, GRADER_ORDER_AUDIT_FIELDS) };
    for (const cardId of gradedCards) {
      const held = order.cards.find((card) => card.cardId === cardId);
      Object.assign(fields, gradeAuditFields(cardId, held && cardOf(held)));
    }
    Object.assign(fields, declaredValueAuditFields(valuedCards, order.cards));
    return { fields, version: versionOf(order) };
  };
  return {
    read,
    /** The entry of a write: the order as read before it (null when it created the order) and now. */
    record(
      before: OrderReading | null,
      order: StoredGraderOrder,
      gradedCards: readonly string[] = [],
      valuedCards: readonly string[] = [],
    ) {
      const after = read(order, gradedCards, valuedCards);
      context.audit.record({
        recordType: 'graderOrder',
        recordId: order.id,
        before: before?.fields ?? null,
        after: after.fields,
        version: after.version,
        previousVersion: before?.version ?? null,
      });
    },
  };
}
