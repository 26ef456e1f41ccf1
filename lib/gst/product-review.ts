/** What keeps a product from being invoiced as it stands: no HSN code, or a retired GST rate. */
import { hasInvoiceHsn } from './hsn';
import { DEFAULT_GST_RATE, isRetiredGstRate } from './slabs';

export type ProductTaxProblem = { kind: 'hsn-missing' } | { kind: 'retired-rate'; rate: number };

/** The product's problems, none when it has an HSN code of at least `hsnMinDigits` digits and a current slab. */
export function productTaxProblems(product: { hsnCode?: string | null; gstRate?: number | null }, hsnMinDigits: number): ProductTaxProblem[] {
  const problems: ProductTaxProblem[] = [];
  if (!hasInvoiceHsn(product.hsnCode, hsnMinDigits)) problems.push({ kind: 'hsn-missing' });
  const rate = product.gstRate ?? DEFAULT_GST_RATE;
  if (isRetiredGstRate(rate)) problems.push({ kind: 'retired-rate', rate });
  return problems;
}
