import type { ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** A row of column headings. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * An admin list: a table that scrolls on its own on a narrow screen (a focusable region named
 * `label`), under its column headings; or the `empty` sentence when there is nothing to list.
 */
export function AdminTable({
  label,
  columns,
  className,
  empty,
  children,
}: {
  label: string;
  columns: readonly string[];
  className?: string;
  /** Said instead of the table when given (the list has no rows). */
  empty?: string;
  children: ReactNode;
}) {
  if (empty !== undefined) return <p className={ui.muted}>{empty}</p>;
  return (
    <div className={ui.tableWrap} role="region" aria-label={label} tabIndex={0}>
      <table className={className ? `${ui.table} ${className}` : ui.table}>
        <TableHead columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
