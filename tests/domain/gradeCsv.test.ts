import { describe, expect, it } from 'vitest';
import type { CardGrade, CardGradeError, CardQualifier } from '../../src/domain/catalogue';
import { mappingProblems, parseCsv, previewGradeCsv, suggestMapping } from '../../src/domain/gradeCsv';
import { cardIdOfReference, cardReference, slipLines } from '../../src/domain/graderOrder';

describe('parseCsv', () => {
  it('reads quoted fields holding commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('drops a byte-order mark and reads CRLF, LF and a last line without an end', () => {
    expect(parseCsv('\uFEFFCert,Grade\r\n1,10\n2,9')).toEqual([
      ['Cert', 'Grade'],
      ['1', '10'],
      ['2', '9'],
    ]);
  });

  it('skips blank lines and keeps empty fields', () => {
    expect(parseCsv('a,,c\r\n\r\n,,\n"",x,\n')).toEqual([
      ['a', '', 'c'],
      ['', 'x', ''],
    ]);
  });
});

const grade = (id: string, score: string): CardGrade => ({
  id,
  gradingCompany: 1,
  score,
  code: `PSA${score}`,
  name: `Gem ${score}`,
  sortOrder: 0,
  isActive: true,
});
const qualifier: CardQualifier = {
  id: 'q1',
  gradingCompany: 1,
  code: 'OC',
  name: 'Off center',
  description: null,
  sortOrder: 0,
  isActive: true,
};
const gradeError: CardGradeError = {
  id: 'e1',
  code: 'MIS',
  name: 'Miscut',
  description: null,
  sortOrder: 0,
  isActive: true,
};
// Submission 7's cards 11 and 12 and submission 8's card 13: items 1, 2 and 3 of the packing slip,
// listed here out of that order (the slip sorts them).
const context = {
  companyLabel: 'PSA',
  cards: [
    { cardId: '13', submissionId: '8', certificateNumber: null },
    { cardId: '11', submissionId: '7', certificateNumber: null },
    { cardId: '12', submissionId: '7', certificateNumber: '900' },
  ],
  grades: [grade('g10', '10'), grade('g9', '9')],
  qualifiers: [qualifier],
  gradeErrors: [gradeError],
};

describe('the packing slip’s lines (decision 0532)', () => {
  it('lists the cards by submission then card, each with its item number and reference', () => {
    expect(slipLines(context.cards).map((line) => [line.item, line.reference])).toEqual([
      [1, 'S7-C11'],
      [2, 'S7-C12'],
      [3, 'S8-C13'],
    ]);
    expect(cardReference({ submissionId: '13', cardId: '105' })).toBe('S13-C105');
  });

  it('finds a reference alone or inside a description, and nothing in look-alikes', () => {
    expect(cardIdOfReference('s13-c105')).toEqual({ submissionId: '13', cardId: '105' });
    expect(cardIdOfReference('2020 Topps Trout (S13-C105), centred')).toEqual({
      submissionId: '13',
      cardId: '105',
    });
    for (const text of ['105', 'PS13-C105', 'S13-C', '2019-20 Prizm'])
      expect(cardIdOfReference(text)).toBeNull();
  });
});

describe('a grade CSV preview', () => {
  const headers = ['Item #', 'Your reference', 'Final grade', 'Qualifier', 'Error', 'Cert #'];
  const mapping = suggestMapping(headers, null);
  const byReference = { ...mapping, itemNumber: '' };
  const byItem = { ...mapping, reference: '' };

  it('suggests the columns by their usual names, and keeps a remembered mapping whose columns exist', () => {
    expect(mapping).toEqual({
      reference: 'Your reference',
      itemNumber: 'Item #',
      grade: 'Final grade',
      qualifier: 'Qualifier',
      gradeError: 'Error',
      certificateNumber: 'Cert #',
    });
    const remembered = { ...mapping, reference: 'Description', grade: 'Gone' };
    expect(suggestMapping(['Description', 'Final grade', 'Cert #'], remembered)).toMatchObject({
      reference: 'Description',
      itemNumber: '',
      grade: 'Final grade',
      qualifier: '',
    });
    // Either of the card's columns is enough; neither is not.
    expect(mappingProblems(byReference)).toEqual([]);
    expect(mappingProblems(byItem)).toEqual([]);
    expect(mappingProblems({ ...mapping, reference: '', itemNumber: '', grade: '' })).toEqual([
      'Choose the column for Card reference or Item number.',
      'Choose the column for Grade.',
    ]);
  });

  it('gives each row its posting by the card’s reference, or every reason it cannot be one', () => {
    const rows = previewGradeCsv(
      [
        headers,
        ['', 'Trout rookie S7-C11', 'PSA 10', 'oc', 'Miscut', '501'],
        ['', 'S7-C12', '9', '', '', '502'],
        ['', 'S7-C99', '11', 'XX', 'NOPE', '900'],
        ['', 'S8-C13', '10', '', '', '503'],
        ['', 'S8-C13', '10', '', '', '503'],
        ['', 'Trout rookie', '10', '', '', '504'],
      ],
      byReference,
      context,
    );
    expect(rows[0]).toMatchObject({
      line: 2,
      card: 'S7-C11',
      problems: [],
      posting: {
        cardId: '11',
        gradeId: 'g10',
        qualifierId: 'q1',
        gradeErrorId: 'e1',
        certificateNumber: '501',
      },
    });
    expect(rows[1]?.posting).toMatchObject({ cardId: '12', gradeId: 'g9', qualifierId: null });
    expect(rows[2]).toMatchObject({
      line: 4,
      card: 'S7-C99',
      posting: null,
      problems: [
        'Card S7-C99 is not in this order.',
        "Grade '11' is not in this company's card grades.",
        "Qualifier 'XX' is not one of this company's.",
        "Grade error 'NOPE' is not in the catalogue.",
        'Certificate number 900 is already used by card 12.',
      ],
    });
    expect(rows[3]?.problems).toEqual([
      'Card S8-C13 is in the file more than once.',
      'Certificate number 503 is in the file more than once.',
    ]);
    expect(rows[5]?.problems).toEqual(["'Trout rookie' names no card: a reference reads like S7-C11."]);
  });

  it('takes the company’s item number where no reference is given, and refuses the two disagreeing', () => {
    const rows = previewGradeCsv(
      [
        headers,
        ['3', '', '10', '', '', '601'],
        ['1', 'S7-C11', '9', '', '', '602'],
        ['4', '', '9', '', '', '603'],
        ['1', 'S7-C12', '9', '', '', '604'],
        ['', '', '9', '', '', '605'],
      ],
      mapping,
      context,
    );
    expect(rows[0]).toMatchObject({ card: 'S8-C13', problems: [], posting: { cardId: '13' } });
    expect(rows[1]).toMatchObject({ card: 'S7-C11', problems: [], posting: { cardId: '11' } });
    expect(rows[2]?.problems).toEqual(["Item 4 is not on this order's packing slip."]);
    expect(rows[3]?.problems).toEqual(['Card S7-C12 is item 2 on the packing slip, not item 1.']);
    expect(rows[4]?.problems).toEqual(['The card reference or item number is missing.']);
    // By item numbers alone.
    const items = previewGradeCsv([headers, ['2', 'S8-C13', '10', '', '', '701']], byItem, context);
    expect(items[0]?.posting).toMatchObject({ cardId: '12' });
  });

  it('refuses a card named on two rows, however it is named, as the server does', () => {
    const rows = previewGradeCsv(
      [
        headers,
        ['1', '', '10', '', '', '601'],
        ['', 'S7-C11', '9', '', '', '602'],
        ['2', '', '9', '', '', '603'],
      ],
      mapping,
      context,
    );
    expect(rows.map((row) => row.problems)).toEqual([
      ['Card S7-C11 is in the file more than once.'],
      ['Card S7-C11 is in the file more than once.'],
      [],
    ]);
  });
});
