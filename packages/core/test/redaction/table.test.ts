import { maskNewRows, REDACTED, redactTable } from '../../src/redact';
import type { Cell, Table } from '../../src/table';

const TOKEN = 'svk_Live_7F3a9C2e41D84b6F9a0C5e7D3b2A1f08C6e4';

describe('redactTable', () => {
  test('masks the token in text cells and headers; numbers, booleans and other cells are left as they are', () => {
    const table: Table = {
      columns: [
        { header: 'id', kind: 'integer' },
        { header: `headers.${TOKEN}`, kind: 'text' },
        { header: 'note', kind: 'text' },
        { header: 'ok', kind: 'boolean' },
      ],
      rows: [
        [1, `Bearer ${TOKEN}`, 'running shoes', true],
        [2, 'trail shoes', TOKEN.toUpperCase(), false],
      ],
    };
    const masked = redactTable(table, [` Bearer ${TOKEN} `]);
    expect(masked.columns.map((column) => column.header)).toEqual(['id', `headers.${REDACTED}`, 'note', 'ok']);
    expect(masked.rows).toEqual([
      [1, `Bearer ${REDACTED}`, 'running shoes', true],
      [2, 'trail shoes', REDACTED, false],
    ]);
    expect(table.rows[0]?.[1]).toBe(`Bearer ${TOKEN}`);
  });

  test('a table without the token is returned as it is, rows and all', () => {
    const table: Table = { columns: [{ header: 'keyword', kind: 'text' }], rows: [['running shoes'], ['trail']] };
    const masked = redactTable(table, [TOKEN]);
    expect(masked).toBe(table);
    expect(redactTable(table, [undefined, ''])).toBe(table);
  });
});

describe('maskNewRows: rows masked page by page as a pull reads them', () => {
  const OTHER = 'svk_Test_0b1C2d3E4f5A6b7C8d9E0f1A2b3C4d5E';
  const columns = [{ header: 'note', kind: 'text' as const }];

  test('masks each call only the rows appended since the last, in place', () => {
    const rows: Cell[][] = [[`first ${TOKEN}`]];
    maskNewRows(rows, [TOKEN]);
    rows.push([`second ${TOKEN}`], ['third']);
    maskNewRows(rows, [TOKEN]);
    expect(rows).toEqual([[`first ${REDACTED}`], [`second ${REDACTED}`], ['third']]);
  });

  test('redactTable still masks rows appended after the last call, and rows masked for another token', () => {
    const rows: Cell[][] = [['clean']];
    maskNewRows(rows, [TOKEN]);
    rows.push([`late ${TOKEN}`]);
    expect(redactTable({ columns, rows }, [TOKEN]).rows).toEqual([['clean'], [`late ${REDACTED}`]]);

    const forOther: Cell[][] = [[`held ${TOKEN}`]];
    maskNewRows(forOther, [OTHER]);
    expect(redactTable({ columns, rows: forOther }, [TOKEN]).rows).toEqual([[`held ${REDACTED}`]]);
  });

  test('a table whose rows were all masked as they came is returned as it is, its headers still masked', () => {
    const rows: Cell[][] = [[`row ${TOKEN}`]];
    maskNewRows(rows, [TOKEN]);
    const table = { columns, rows };
    expect(redactTable(table, [TOKEN])).toBe(table);
    const echoedHeader = redactTable({ columns: [{ header: TOKEN, kind: 'text' }], rows }, [TOKEN]);
    expect(echoedHeader.columns[0]?.header).toBe(REDACTED);
  });
});
