import type { ReactNode } from "react";

/** A console table's column: its key and its heading (text, or a visually hidden label). */
export interface ConsoleColumn {
  key: string;
  label: ReactNode;
}

/**
 * The console's list table: a scrolling wrapper, column headings and one row per item. `renderRow` gives
 * each item's `<tr>` (with its key), whose first cell is the row's heading (`<th scope="row">`).
 */
export function ConsoleTable<Row>({ testId, columns, rows, renderRow }: { testId: string; columns: readonly ConsoleColumn[]; rows: readonly Row[]; renderRow: (row: Row) => ReactNode }) {
  return (
    <div className="cn-table-wrap">
      <table className="cn-table" data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{rows.map(renderRow)}</tbody>
      </table>
    </div>
  );
}
