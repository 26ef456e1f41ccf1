import { GST_SLABS_TEXT, RETIRED_GST_RATES } from './slabs';

/** What the checkout and the GST API say about billing state and GSTIN (shared by the form and the server). */
export const gstMessages = {
  billingStateRequired: 'Please choose your billing state.',
  billingStateMissing:
    'Billing state is required: choose the state or union territory (it decides CGST + SGST or IGST), or give the 6-digit PIN code of the address.',
  billingStateUnknown: 'Billing state must be one of the states or union territories of India.',
  gstinFormat: 'GSTIN must be 15 characters: the 2-digit state code, the 10-character PAN, the entity number, Z and a check character.',
  gstinChecksum: 'This GSTIN is not valid: its last character does not match the rest. Please check it for typing mistakes.',
  gstinState: (gstinStateName: string, code: string, billingState: string) =>
    `This GSTIN is registered in ${gstinStateName} (state code ${code}), not in ${billingState}. Choose the billing state the GSTIN belongs to.`,
  gstinIsShops: "This is our own GSTIN. Please enter your business's GSTIN.",
  gstinRequired: 'Please enter the GSTIN for a GST invoice.',
  businessNameRequired: 'Please enter the business name for a GST invoice.',
  invoiceNotIssued: 'No invoice has been issued for this order yet.',
  invoiceCancelledOrder: 'A cancelled order gets no new invoice.',
  gstRateNotSlab: `GST rate must be one of the current slabs: ${GST_SLABS_TEXT}. The ${RETIRED_GST_RATES.join(' and ')}% rates ended on 22 September 2025.`,
  retiredRateKept: (rate: number) => `This product is still at the retired ${rate}% rate. Choose its current slab (${GST_SLABS_TEXT}) to save any change.`,
  hsnCodeFormat: (minDigits: number) => `HSN code must be ${minDigits} to 8 digits.`,
  invoiceLinesWithoutHsn: (names: readonly string[], minDigits: number) =>
    `The invoice cannot be issued: ${names.length === 1 ? `the product "${names[0]}" has` : `the products ${names.map((name) => `"${name}"`).join(', ')} have`} ` +
    `no HSN code of ${minDigits} to 8 digits. ` +
    'Add the HSN code on the product (All Products, Edit), then issue the invoice again.',
} as const;

/** What the Business details page and PUT /api/admin/business say. */
export const businessMessages = {
  saved: 'Business details saved. Invoices and credit notes issued from now on carry them.',
  gstinText: 'GSTIN must be text (leave it empty while the shop has none).',
  gstinFormat: gstMessages.gstinFormat,
  gstinChecksum: gstMessages.gstinChecksum,
  gstinState: (gstinStateName: string, code: string, state: string) =>
    `This GSTIN is registered in ${gstinStateName} (state code ${code}), not in ${state}. The GSTIN's first two digits must be the state's code.`,
  stateUnknown: 'State must be one of the states or union territories of India.',
  pinCode: 'PIN code must be 6 digits, not starting with 0.',
  signatureType: 'The signature must be a PNG or JPEG image.',
  signatureTooLarge: 'The signature image must be at most 200 KB.',
  signatureSaved: 'Signature image saved.',
  signatureRemoved: 'Signature image removed.',
  gstinNotSet:
    "Tax documents cannot be issued yet: the shop's GSTIN is missing or still the example one. Enter the real GSTIN on the Business details page (Admin > Business details).",
} as const;

/** What the credit-note API says. */
export const creditNoteMessages = {
  noInvoice: 'This order has no tax invoice yet, so there is nothing to credit.',
  orderCancelled: 'This order is cancelled: its invoice has been credited in full.',
  notOnInvoice: 'Each product must be a line of the order’s invoice.',
  tooMany: (name: string, left: number) => `Only ${left} unit${left === 1 ? '' : 's'} of ${name} can still be credited.`,
  nothingLeft: 'Everything on this invoice has already been credited.',
  changedMeanwhile: 'The order changed while the credit note was being issued. Please try again.',
  busy: 'A credit note for this order is being issued. Please try again in a moment.',
  cancellationReason: 'Order cancelled',
  notFound: 'No such credit note for this order.',
} as const;

/** What the monthly GST reports (GET /api/reports/gst and /api/reports/gstr1) answer to a bad query. */
export const gstReportMessages = {
  monthRequired: 'month is required (YYYY-MM).',
  monthFormat: 'month must be a month as YYYY-MM.',
  monthRange: (first: string) => `month must be from ${first} (when GST began) to December of next year.`,
  format: 'format must be json or csv.',
  section: (sections: readonly string[]) => `section must be one of ${sections.join(', ')}.`,
  sectionRequired: (sections: readonly string[]) => `section is required with format=csv (one of ${sections.join(', ')}).`,
} as const;

/** The GSTR-1 summary on the admin Orders page. */
export const gstr1Texts = {
  title: 'GSTR-1 (monthly return)',
  month: 'Month',
  show: 'Show GSTR-1',
  heading: (month: string, gstin: string) => `GSTR-1 for ${month}${gstin ? `, GSTIN ${gstin}` : ''}`,
  downloadJson: 'Download JSON for the offline tool',
  downloadCsv: 'CSV',
  downloadCsvOf: (section: string) => `Download the ${section} CSV`,
  section: 'Section',
  count: 'Count',
  value: 'Value',
  taxable: 'Taxable value',
  igst: 'IGST',
  cgst: 'CGST',
  sgst: 'SGST',
  file: 'File',
  inB2cs: 'in B2C small',
  sections: {
    b2b: 'B2B invoices (4A)',
    b2cl: 'B2C large invoices (5)',
    b2cs: 'B2C small, by state and rate (7)',
    cdnr: 'Credit notes, registered buyers (9B)',
    cdnur: 'Credit notes, unregistered, B2CL (9B)',
    b2cs_notes: 'Credit notes netted into B2C small (7)',
    hsn_b2b: 'HSN summary, B2B (12)',
    hsn_b2c: 'HSN summary, B2C (12)',
    doc_issue: 'Documents issued (13)',
  },
  series: (kind: string, from: string, to: string, total: number, cancelled: number) =>
    `${kind}: ${from} to ${to}, ${total} number${total === 1 ? '' : 's'}, ${cancelled} cancelled, ${total - cancelled} issued.`,
  invoices: 'Invoices',
  creditNotes: 'Credit notes',
  nothing: 'No invoice or credit note was issued in this month.',
  voided: (number: string, reason: string) => `${number} is void: ${reason}`,
  cancelledBeforeCounted: (numbers: string) => `Cancelled before they counted (the order was cancelled and no credit note reverses them): ${numbers}.`,
} as const;
