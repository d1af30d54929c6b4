import { csvCell, toCsv } from '../../src/lib/csv';

describe('csvCell', () => {
  test('plain text, numbers and booleans pass through; null and undefined are empty', () => {
    expect(csvCell('Ada Lovelace')).toBe('Ada Lovelace');
    expect(csvCell(1499.5)).toBe('1499.5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  test('a quote is doubled and the cell quoted', () => {
    expect(csvCell('The "Mint" shop')).toBe('"The ""Mint"" shop"');
  });

  test('a comma or a line break makes the cell quoted', () => {
    expect(csvCell('Portland, OR')).toBe('"Portland, OR"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
  });

  test.each(['=', '+', '-', '@'])('a cell starting with %s cannot run as a spreadsheet formula', (lead) => {
    expect(csvCell(`${lead}HYPERLINK("http://evil")`)).toBe(`"'${lead}HYPERLINK(""http://evil"")"`);
    expect(csvCell(`${lead}1`)).toBe(`'${lead}1`);
  });

  test('tab and carriage-return leads are neutralised too; a dash inside the text is left alone', () => {
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('555-0100')).toBe('555-0100');
  });
});

test('toCsv writes a header row and one CRLF-terminated line per row', () => {
  const rows = [
    { name: 'Ada', city: 'London, UK' },
    { name: '=cmd', city: '' },
  ];
  const csv = toCsv(
    [
      { header: 'Name', value: (row: (typeof rows)[number]) => row.name },
      { header: 'City', value: (row: (typeof rows)[number]) => row.city },
    ],
    rows,
  );
  expect(csv).toBe('Name,City\r\nAda,"London, UK"\r\n\'=cmd,\r\n');
});
