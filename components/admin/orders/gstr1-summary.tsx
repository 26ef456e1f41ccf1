import { gstr1Texts } from '@/lib/gst/messages';
import type { Gstr1SummaryView } from '@/lib/server/tax/gstr1';
import { formatMoney, type Money } from '@/lib/money';
import { paths } from '@/lib/paths';
import ui from '../admin-ui.module.css';
import styles from '../list-filters.module.css';
import summaryStyles from './gstr1-summary.module.css';

const API = '/api/reports/gstr1';
const csvHref = (month: string, section: string) => `${API}?${new URLSearchParams({ month, format: 'csv', section })}`;
const sectionsWithCsv = new Set(['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c', 'doc_issue']);
const amount = (money: Money | null) => (money === null ? '' : formatMoney(money, 'document'));

/**
 * The GSTR-1 panel of the Orders page: a GET form choosing the month (so it works before hydration),
 * and for the chosen month each section's documents and sums with its CSV, and the JSON for the
 * GST portal's offline tool.
 */
export function Gstr1Panel({ month, summary, error }: { month: string; summary: Gstr1SummaryView | null; error: string | null }) {
  return (
    <section className={`${ui.panel} ${summaryStyles.panel}`} aria-labelledby="gstr1-title">
      <form className={styles.bar} method="get" action={paths.admin.orders()}>
        <h2 id="gstr1-title" className={`${styles.legend} ${summaryStyles.title}`}>
          {gstr1Texts.title}
        </h2>
        <div className={styles.field}>
          <label htmlFor="gstr1-month">{gstr1Texts.month}</label>
          <input
            id="gstr1-month"
            name="gstr1"
            type="month"
            required
            pattern="[0-9]{4}-[0-9]{2}"
            defaultValue={month}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'gstr1-error' : undefined}
          />
        </div>
        <button type="submit" className={ui.buttonSecondary}>
          {gstr1Texts.show}
        </button>
      </form>
      {error && (
        <p id="gstr1-error" className={`${ui.error} ${summaryStyles.inset}`} role="alert">
          {error}
        </p>
      )}
      {summary && <Gstr1Summary summary={summary} />}
    </section>
  );
}

function Gstr1Summary({ summary }: { summary: Gstr1SummaryView }) {
  const empty = !summary.invoiceRange && !summary.creditNoteRange;
  return (
    <div className={summaryStyles.body}>
      <h3 className={summaryStyles.heading}>{gstr1Texts.heading(summary.monthLabel, summary.gstin)}</h3>
      <p>
        <a className={ui.button} href={`${API}?${new URLSearchParams({ month: summary.month })}`} download>
          {gstr1Texts.downloadJson}
        </a>
      </p>
      {empty ? (
        <p className={ui.muted}>{gstr1Texts.nothing}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <caption className={summaryStyles.caption}>{gstr1Texts.heading(summary.monthLabel, summary.gstin)}</caption>
            <thead>
              <tr>
                <th scope="col">{gstr1Texts.section}</th>
                <th scope="col">{gstr1Texts.count}</th>
                <th scope="col">{gstr1Texts.value}</th>
                <th scope="col">{gstr1Texts.taxable}</th>
                <th scope="col">{gstr1Texts.igst}</th>
                <th scope="col">{gstr1Texts.cgst}</th>
                <th scope="col">{gstr1Texts.sgst}</th>
                <th scope="col">{gstr1Texts.file}</th>
              </tr>
            </thead>
            <tbody>
              {summary.rows.map((row) => {
                const name = gstr1Texts.sections[row.section];
                const sums = row.section !== 'doc_issue';
                return (
                  <tr key={row.section}>
                    <th scope="row" className={summaryStyles.rowHead}>
                      {name}
                    </th>
                    <td data-label={gstr1Texts.count}>{row.count}</td>
                    <td data-label={gstr1Texts.value} className={summaryStyles.number}>
                      {amount(row.value)}
                    </td>
                    <td data-label={gstr1Texts.taxable} className={summaryStyles.number}>
                      {sums ? amount(row.taxableValue) : ''}
                    </td>
                    <td data-label={gstr1Texts.igst} className={summaryStyles.number}>
                      {sums ? amount(row.igst) : ''}
                    </td>
                    <td data-label={gstr1Texts.cgst} className={summaryStyles.number}>
                      {sums ? amount(row.cgst) : ''}
                    </td>
                    <td data-label={gstr1Texts.sgst} className={summaryStyles.number}>
                      {sums ? amount(row.sgst) : ''}
                    </td>
                    <td data-label={gstr1Texts.file}>
                      {sectionsWithCsv.has(row.section) ? (
                        <a href={csvHref(summary.month, row.section)} download aria-label={gstr1Texts.downloadCsvOf(name)}>
                          {gstr1Texts.downloadCsv}
                        </a>
                      ) : (
                        gstr1Texts.inB2cs
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ul className={summaryStyles.notes}>
        {summary.invoiceRange && (
          <li>
            {gstr1Texts.series(
              gstr1Texts.invoices,
              summary.invoiceRange.from,
              summary.invoiceRange.to,
              summary.invoiceRange.total,
              summary.invoiceRange.cancelled,
            )}
          </li>
        )}
        {summary.creditNoteRange && (
          <li>
            {gstr1Texts.series(
              gstr1Texts.creditNotes,
              summary.creditNoteRange.from,
              summary.creditNoteRange.to,
              summary.creditNoteRange.total,
              summary.creditNoteRange.cancelled,
            )}
          </li>
        )}
        {summary.voidNumbers.map((entry) => (
          <li key={entry.number}>{gstr1Texts.voided(entry.number, entry.reason)}</li>
        ))}
        {summary.cancelledInvoices.length > 0 && <li>{gstr1Texts.cancelledBeforeCounted(summary.cancelledInvoices.join(', '))}</li>}
      </ul>
    </div>
  );
}
