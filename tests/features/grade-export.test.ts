import { describe, expect, it } from 'vitest';
import type { GraderOrder, GraderOrderCard } from '../../src/domain/graderOrder';
import { toCsv } from '../../src/lib/csv';
import {
  CHOSEN_GRADE_CSV_COLUMNS,
  chosenGradeCsvName,
  postedGrades,
} from '../../src/features/grading/grade-export';
import { stagesOf, TRACKER_STAGE_VALUES } from '../../src/features/grading/tracker-stages';

const card = (cardId: string, certificateNumber: string | null): GraderOrderCard =>
  ({
    cardId,
    cardName: `Card ${cardId}`,
    submissionId: '13',
    customerName: 'Casey Morgan',
    declaredValue: 120,
    estimatedGrade: 9,
    gradeId: certificateNumber ? 'g10' : null,
    gradeText: certificateNumber ? 'PSA 10' : null,
    certificateNumber,
  }) as GraderOrderCard;

const order = (id: string, label: string, cards: GraderOrderCard[]): GraderOrder =>
  ({ id, label, cards }) as unknown as GraderOrder;

describe("'Export grade CSV' of the chosen orders (decision 0489)", () => {
  it('writes one row per posted grade, order by order as chosen, after an Order column', () => {
    const chosen = [
      order('8', 'PSA week 48', [card('11', '5001'), card('12', null)]),
      order('9', '', [card('21', '6001')]),
    ];
    const lines = toCsv(CHOSEN_GRADE_CSV_COLUMNS, postedGrades(chosen)).trim().split('\r\n');
    expect(lines).toEqual([
      'Order,Cert number,Card,Card id,Submission,Customer,Grade,Estimate,Declared value',
      'PSA week 48,5001,Card 11,11,13,Casey Morgan,PSA 10,9,120.00',
      'Order 9,6001,Card 21,21,13,Casey Morgan,PSA 10,9,120.00',
    ]);
    expect(postedGrades([order('10', 'Preparing', [card('31', null)])])).toEqual([]);
    expect(chosenGradeCsvName(2, '2026-12-02')).toBe('grades-2-orders-2026-12-02.csv');
    expect(chosenGradeCsvName(1, '2026-12-02')).toBe('grades-1-order-2026-12-02.csv');
  });
});

describe("the shipment tracker's Stage filter (decision 0488)", () => {
  it("asks for the company's five steps as 'At grader', and for every stage when the value is unknown", () => {
    expect(stagesOf('atGrader')).toEqual(['orderPrep', 'researchId', 'grading', 'assembly', 'qa']);
    expect(stagesOf('gradesPosted')).toEqual(['gradesPosted']);
    expect(stagesOf('')).toBeUndefined();
    expect(stagesOf('lost-in-the-mail')).toBeUndefined();
    expect(TRACKER_STAGE_VALUES[0]).toBe('');
  });
});
