import Link from 'next/link';
import type { ReactNode } from 'react';
import { paths } from '@/lib/paths';
import { adminTexts } from '../admin-texts';
import ui from '../admin-ui.module.css';
import styles from './dashboard-summary.module.css';

/** One card of the dashboard's grid: a titled panel, with a count after the title when `total` is given (`wide` spans two columns). */
export function DashboardCard({
  id,
  title,
  total,
  wide,
  testId,
  children,
}: {
  id: string;
  title: string;
  total?: number;
  wide?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className={`${ui.panel} ${styles.card} ${wide ? styles.wide : ''}`.trim()} aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
        {total !== undefined && (
          <>
            {' '}
            <span className={styles.total}>({total})</span>
          </>
        )}
      </h2>
      {children}
    </section>
  );
}

/** A column of a card's table: its heading, each row's cell, and whether it holds figures (right-aligned). */
export interface CardColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** A card's list as a table under a hidden caption, or `empty` when there are no rows. */
export function CardTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
}: {
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly CardColumn<Row>[];
  empty?: ReactNode;
}) {
  if (rows.length === 0) return empty === undefined ? null : <p className={ui.muted}>{empty}</p>;
  const numeric = (column: CardColumn<Row>) => (column.numeric ? styles.numeric : undefined);
  return (
    <table className={styles.listTable}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={numeric(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <td key={index} className={numeric(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A product's name, linked to its edit form. */
export function EditLink({ id, name }: { id: string; name: string }) {
  return (
    <Link href={paths.admin.editProduct(id)} prefetch={false}>
      {name}
    </Link>
  );
}

/**
 * A dashboard card listing products, each name linked to its edit form, beside one more column;
 * `empty` is said when there are none, and `children` follow the list.
 */
export function ProductListCard<P extends { _id: string; name: string }>({
  card,
  title,
  total,
  products,
  column,
  empty,
  children,
}: {
  /** The card's name: `dashboard-{card}` labels it, and tests find it by `data-testid={card}`. */
  card: string;
  title: string;
  total: number;
  products: readonly P[];
  column: CardColumn<P>;
  empty: ReactNode;
  children?: ReactNode;
}) {
  const nameColumn: CardColumn<P> = { header: adminTexts.name, cell: (product) => <EditLink id={product._id} name={product.name} /> };
  return (
    <DashboardCard id={`dashboard-${card}`} testId={card} title={title} total={total}>
      <CardTable caption={title} rows={products} rowKey={(product) => product._id} columns={[nameColumn, column]} empty={empty} />
      {children}
    </DashboardCard>
  );
}
