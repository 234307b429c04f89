import { describe, expect, it } from 'vitest';
import { csvCell, JS_WHITE_SPACE, toCsv } from './csv.ts';

describe('CSV cells', () => {
  it('leaves plain text, numbers and booleans as they are', () => {
    expect(csvCell('Mehta Textiles')).toBe('Mehta Textiles');
    expect(csvCell(-42)).toBe('-42');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Plot 7, RIICO')).toBe('"Plot 7, RIICO"');
    expect(csvCell('the "best" plant')).toBe('"the ""best"" plant"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
  });

  it.each([
    '=HYPERLINK("http://evil.example")',
    '+91 98765 43210',
    '-2+3',
    '@SUM(A1)',
    '\t=1+1',
    '  =1+1',
  ])('defuses %j so a spreadsheet shows it as text', (value) => {
    const cell = csvCell(value);
    expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
  });
});

describe('the white space list of the SQL cell rule', () => {
  it("is exactly what JavaScript's trim and \\s take", () => {
    const trimmed: number[] = [];
    const matched: number[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const text = String.fromCodePoint(c);
      if (text.trim() === '') trimmed.push(c);
      if (/\s/.test(text)) matched.push(c);
    }
    expect(JS_WHITE_SPACE).toEqual(trimmed);
    expect(JS_WHITE_SPACE).toEqual(matched);
  });
});

describe('CSV documents', () => {
  it('has a byte-order mark, a header row and CRLF line ends', () => {
    const csv = toCsv(
      [{ id: 1, name: 'Asha' }],
      [
        { header: 'ID', value: (row) => row.id },
        { header: 'Name', value: (row) => row.name },
      ],
    );
    expect(csv).toBe('\uFEFFID,Name\r\n1,Asha\r\n');
  });
});
