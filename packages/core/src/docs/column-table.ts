import { describeColumn, labelWithUnit, readablePath, UNIT_TEXT } from '../dictionary';
import type { FunctionDef } from '../registry/types';

/** One column of a function's table as the docs and `sv help` describe it. */
export interface ColumnDoc {
  header: string;
  label: string;
  /** The unit in words (UNIT_TEXT); empty where the dictionary has no entry. */
  unit: string;
  meaning: string;
}

/** The headers a function's table shows: its fixed columns, else those its answer is known to carry; none for GET. */
export function describedHeaders(def: FunctionDef): readonly string[] {
  return def.columns?.map(({ header }) => header) ?? def.knownColumns ?? [];
}

/** The columns of a function with their dictionary entries, labels with their units; empty for GET and V1_GET. */
export function columnDocs(def: FunctionDef): ColumnDoc[] {
  return describedHeaders(def).map((header) => {
    const entry = describeColumn(def.name, header);
    return {
      header,
      label: entry ? labelWithUnit(entry.label, entry.unit) : readablePath(header),
      unit: entry ? UNIT_TEXT[entry.unit] : '',
      meaning: entry?.meaning ?? '',
    };
  });
}

/**
 * What one row is, without the bare column list a layout's help ends with: where the columns are listed with their
 * meanings, the list would say the same twice.
 */
export function rowSummary(def: FunctionDef): string {
  return def.columns ? def.result.replace(/\s*Columns: [\s\S]*$/, '') : def.result;
}

/**
 * What `columns=` of this function accepts, for the hosts' argument help: each field path with its label, so a user
 * picks "Search volume" and types the path formulas keep. Empty for the functions whose columns follow the answer.
 */
export function columnsOptionHelp(def: FunctionDef): string {
  const columns = columnDocs(def);
  if (columns.length === 0) return '';
  return `Columns (for columns=; headers=labels shows the labels): ${columns
    .map(({ header, label }) => `${header} (${label})`)
    .join(', ')}.`;
}
