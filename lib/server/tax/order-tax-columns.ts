/** The GST columns of the orders CSV: the buyer's tax facts, the invoice, and each line's tax in rupees. */
import 'server-only';
import { formatOrderDate } from '@/lib/india-date';
import { rupeeString, type Money } from '@/lib/money';
import type { OrderGstRecord } from '@/lib/server/tax/order-tax';

export const GST_EXPORT_COLUMNS = [
  'Billing state',
  'GSTIN',
  'Business name',
  'Invoice number',
  'Invoice date',
  'HSN',
  'GST rate',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
] as const;

export const GST_EXPORT_PROJECTION = { billingState: 1, gstin: 1, businessName: 1, tax: 1, 'invoice.number': 1, 'invoice.issuedAt': 1 } as const;

export type GstExportRecord = Pick<OrderGstRecord, 'billingState' | 'gstin' | 'businessName' | 'tax'> & {
  invoice?: Pick<NonNullable<OrderGstRecord['invoice']>, 'number' | 'issuedAt'> | null;
};

const rupees = (money: Money | undefined) => (money === undefined ? undefined : rupeeString(money));

/** The GST cells of the order's `index`-th line (the tax lines follow the order's lines one for one). */
export function gstCells(order: GstExportRecord, index: number): Array<string | number | undefined> {
  const line = order.tax?.lines[index];
  return [
    order.billingState ?? undefined,
    order.gstin ?? undefined,
    order.businessName ?? undefined,
    order.invoice?.number,
    order.invoice ? formatOrderDate(order.invoice.issuedAt) : undefined,
    line?.hsnCode ?? undefined,
    line ? `${line.rate}%` : undefined,
    rupees(line?.taxableValue),
    rupees(line?.cgst),
    rupees(line?.sgst),
    rupees(line?.igst),
  ];
}
