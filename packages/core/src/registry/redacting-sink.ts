import { redactTable } from '../redact';
import type { Cell } from '../table';
import type { TableSink } from './types';

/**
 * The sink an export writes to, with the known token masked in every header and text cell on the way: the one place
 * the streaming path (`invokeStream`, CSV and JSON lines as pages arrive, XLSX at the end) redacts, as `invoke` does
 * for a finished table.
 */
export function redactingSink(sink: TableSink, token: string): TableSink {
  return {
    columns(columns, headers) {
      sink.columns(redactTable({ columns: [...columns], rows: [] }, [token]).columns, headers);
    },
    rows(rows) {
      sink.rows(redactTable({ columns: [], rows: rows as Cell[][] }, [token]).rows);
    },
  };
}
