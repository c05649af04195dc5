import { REDACTED, redactTable } from '../../src/redact';
import type { Table } from '../../src/table';

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
