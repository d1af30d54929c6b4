import { describe, expect, it } from 'vitest';
import type { CardGrade, CardGradeError, CardQualifier } from '../../src/domain/catalogue';
import { mappingProblems, parseCsv, previewGradeCsv, suggestMapping } from '../../src/domain/gradeCsv';

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
const context = {
  companyLabel: 'PSA',
  cards: [
    { cardId: '11', certificateNumber: null },
    { cardId: '12', certificateNumber: '900' },
    { cardId: '13', certificateNumber: null },
  ],
  grades: [grade('g10', '10'), grade('g9', '9')],
  qualifiers: [qualifier],
  gradeErrors: [gradeError],
};

describe('a grade CSV preview', () => {
  const headers = ['Item', 'Final grade', 'Qualifier', 'Error', 'Cert #'];
  const mapping = suggestMapping(headers, null);

  it('suggests the columns by their usual names, and keeps a remembered mapping whose columns exist', () => {
    expect(mapping).toEqual({
      card: 'Item',
      grade: 'Final grade',
      qualifier: 'Qualifier',
      gradeError: 'Error',
      certificateNumber: 'Cert #',
    });
    const remembered = { ...mapping, card: 'Our ref', grade: 'Gone' };
    expect(suggestMapping(['Our ref', 'Final grade', 'Cert #'], remembered)).toMatchObject({
      card: 'Our ref',
      grade: 'Final grade',
      qualifier: '',
    });
    expect(mappingProblems({ ...mapping, card: '' })).toEqual(['Choose the column for Card.']);
  });

  it('gives each row its posting, or every reason it cannot be one', () => {
    const rows = previewGradeCsv(
      [
        headers,
        ['11', 'PSA 10', 'oc', 'Miscut', '501'],
        ['12', '9', '', '', '502'],
        ['99', '11', 'XX', 'NOPE', '900'],
        ['13', '10', '', '', '503'],
        ['13', '10', '', '', '503'],
      ],
      mapping,
      context,
    );
    expect(rows[0]).toMatchObject({
      line: 2,
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
      posting: null,
      problems: [
        'Card 99 is not in this order.',
        "Grade '11' is not in this company's card grades.",
        "Qualifier 'XX' is not one of this company's.",
        "Grade error 'NOPE' is not in the catalogue.",
        'Certificate number 900 is already used by card 12.',
      ],
    });
    expect(rows[3]?.problems).toEqual([
      'Card 13 is in the file more than once.',
      'Certificate number 503 is in the file more than once.',
    ]);
  });

  it('refuses a card named on two rows, as the server does', () => {
    const rows = previewGradeCsv(
      [headers, ['11', '10', '', '', '601'], ['11', '9', '', '', '602'], ['12', '9', '', '', '603']],
      mapping,
      context,
    );
    expect(rows.map((row) => row.problems)).toEqual([
      ['Card 11 is in the file more than once.'],
      ['Card 11 is in the file more than once.'],
      [],
    ]);
  });
});
