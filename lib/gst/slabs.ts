/**
 * The GST rates goods can carry, in one place. Since 22 September 2025 (GST 2.0: CBIC Notification
 * 9/2025-Central Tax (Rate), which superseded 1/2017-Central Tax (Rate)) the slabs for the goods this
 * shop sells are 0, 5, 18 and 40 %; the 12 and 28 % rates are gone for them. A product created or
 * edited now takes a current slab; the retired rates stay readable because orders placed, and
 * invoices issued, before the change keep the rate they were taxed at (they are never recomputed),
 * and products still on one are listed on the admin dashboard for review.
 */
export const GST_SLABS = [0, 5, 18, 40] as const;
export type GstSlab = (typeof GST_SLABS)[number];

/** Rates in force before 22 September 2025 that are no longer slabs. */
export const RETIRED_GST_RATES = [12, 28] as const;

/** Every rate a stored product, order line or invoice line may carry: the current slabs and the retired ones. */
export const RECORDED_GST_RATES: readonly number[] = [...GST_SLABS, ...RETIRED_GST_RATES].sort((a, b) => a - b);

/** The rate of a product that never had one set (the rate of nearly all the shop's goods). */
export const DEFAULT_GST_RATE: GstSlab = 18;

export const isGstSlab = (rate: number): rate is GstSlab => (GST_SLABS as readonly number[]).includes(rate);
export const isRetiredGstRate = (rate: number): boolean => (RETIRED_GST_RATES as readonly number[]).includes(rate);

/** "0, 5, 18 or 40%": the slabs as a sentence fragment, for messages. */
export const GST_SLABS_TEXT = `${GST_SLABS.slice(0, -1).join(', ')} or ${GST_SLABS[GST_SLABS.length - 1]}%`;
