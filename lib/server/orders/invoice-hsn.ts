/**
 * An invoice is never issued with a line that lacks an HSN code (Rule 46(g) of the CGST Rules;
 * at least HSN_MIN_DIGITS digits, lib/server/platform/config.mjs). A line whose product had no code
 * when the order was placed takes the product's code at issue: the code only classifies the goods,
 * so no amount changes and the line keeps the rate it was placed at. A line whose product still has
 * none stops the invoice with a 409 that names each product to fix.
 */
import 'server-only';
import mongoose from 'mongoose';
import { hasInvoiceHsn } from '@/lib/gst/hsn';
import { gstMessages } from '@/lib/gst/messages';
import { config } from '@/lib/server/platform/config.mjs';
import { HttpError } from '@/lib/server/platform/http';
import type { StoredTax } from '@/lib/server/tax/order-tax';
import { ProductModel } from '@/models/Product';

/** The order's tax with an HSN code on every line, or a 409 `{ message, products: [{ productId, name }] }`. */
export async function withHsnOnEveryLine(tax: StoredTax, minDigits: number = config().HSN_MIN_DIGITS): Promise<StoredTax> {
  const lacking = tax.lines.filter((line) => !hasInvoiceHsn(line.hsnCode, minDigits));
  if (lacking.length === 0) return tax;
  const ids = [...new Set(lacking.map((line) => String(line.productId)))];
  const products = await ProductModel.find({ _id: mongoose.trusted({ $in: ids }) }, { name: 1, hsnCode: 1 }).lean<
    Array<{ _id: mongoose.Types.ObjectId; name: string; hsnCode?: string | null }>
  >();
  const byId = new Map(products.map((product) => [String(product._id), product]));
  const lines = tax.lines.map((line) => {
    if (hasInvoiceHsn(line.hsnCode, minDigits)) return line;
    const code = byId.get(String(line.productId))?.hsnCode;
    return hasInvoiceHsn(code, minDigits) ? { ...line, hsnCode: code } : line;
  });
  const unfixed = new Map<string, string>();
  for (const line of lines) {
    if (!hasInvoiceHsn(line.hsnCode, minDigits)) unfixed.set(String(line.productId), byId.get(String(line.productId))?.name ?? line.name);
  }
  if (unfixed.size > 0) {
    throw new HttpError(409, gstMessages.invoiceLinesWithoutHsn([...unfixed.values()], minDigits), {
      products: [...unfixed].map(([productId, name]) => ({ productId, name })),
    });
  }
  return { ...tax, lines };
}
