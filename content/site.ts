/** The shop's trading name, written once: everything else names the shop through `site.name`. */
const name = 'Sanvio Technologies';

/** Business facts shown across the shop: one place for the name, address, phones, socials and media. */
export const site = {
  name,
  shortName: 'Sanvio',
  slug: 'sanvio',
  tagline: 'POS and office-automation hardware, sales and service in Ludhiana since 1992',
  description:
    'Authorised distributor and service centre for TVS Electronics in Ludhiana: barcode scanners, receipt and label printers, cash drawers, currency counters and office-automation hardware.',
  established: 1992,
  proprietor: 'Rajinder Singh',
  partner: 'TVS Electronics Limited',
  address: {
    street: 'SCO 14, Feroze Gandhi Market',
    locality: 'Ludhiana',
    region: 'Punjab',
    postalCode: '141001',
    country: 'IN',
  },
  phone: '+91-161-4012345',
  mobile: '+91-98765-43210',
  email: 'sales@sanvio.in',
  website: 'https://www.sanvio.in',
  whatsappNumber: '919876543210',
  upi: { id: 'sanvio@okaxis', payee: name },
  openingHours: { days: 'Monday to Saturday', opens: '10:00', closes: '19:30', text: 'Monday to Saturday, 10:00 AM to 7:30 PM' },
  socials: [
    { name: 'Facebook', url: 'https://www.facebook.com/sanviotechnologies' },
    { name: 'Instagram', url: 'https://www.instagram.com/sanviotechnologies' },
    { name: 'YouTube', url: 'https://www.youtube.com/@sanviotechnologies' },
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/sanviotechnologies' },
  ],
  mapQuery: 'Feroze Gandhi Market, Ludhiana, Punjab 141001',
  catalogUrl: 'https://online.fliphtml5.com/sanvio/catalogue/',
  // The four videos the home page rotates (YouTube ids of the shop's own channel).
  videoIds: ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ'],
  // What GST tax invoices print for the supplier (lib/server/orders/invoices.ts). The state decides which
  // orders are same-state supplies (CGST + SGST) and which are inter-state (IGST).
  tax: {
    // A proprietorship's legal name is its proprietor's (the PAN holder); the trade name is `name`.
    legalName: 'Rajinder Singh',
    gstin: '03ABKPS1234R1ZA',
    state: 'Punjab',
    stateCode: '03',
    invoiceAddress: 'SCO 14, Feroze Gandhi Market, Ludhiana, Punjab 141001',
  },
} as const;

export const postalAddress = `${site.address.street}, ${site.address.locality}, ${site.address.region} ${site.address.postalCode}`;

/**
 * Business facts in `site` above that were invented to build the shop, each with what it is used for.
 * Every one must be replaced by the shop's real value before going live: a production server started
 * while any is still in place logs one warning listing them (recorded at build by
 * scripts/record-build.ts, warned by server.mjs), and docs/deploy.md lists them under "Before you go
 * live". Replace the value in `site` and wherever the Markdown under content/ repeats it (the
 * warning names those files); an entry whose placeholder is found in neither is no longer reported.
 * If a placeholder turns out to be the real value, delete its entry here.
 */
export const PLACEHOLDER_FACTS: readonly { fact: string; placeholder: unknown; why: string }[] = [
  { fact: 'upi.id', placeholder: 'sanvio@okaxis', why: "the checkout's UPI QR code and UPI id: customers' payments go to it" },
  { fact: 'phone', placeholder: '+91-161-4012345', why: 'landline in the footer, contact page, articles and JSON-LD' },
  { fact: 'mobile', placeholder: '+91-98765-43210', why: 'mobile in the footer, checkout (UPI payments), articles and the error pages' },
  { fact: 'whatsappNumber', placeholder: '919876543210', why: 'WhatsApp link in the footer and the error pages' },
  { fact: 'email', placeholder: 'sales@sanvio.in', why: 'email address shown in the footer, contact page and articles' },
  { fact: 'proprietor', placeholder: 'Rajinder Singh', why: 'proprietor named in articles, policies and JSON-LD' },
  { fact: 'address.street', placeholder: 'SCO 14, Feroze Gandhi Market', why: 'street address in the footer, contact page and JSON-LD' },
  { fact: 'mapQuery', placeholder: 'Feroze Gandhi Market, Ludhiana, Punjab 141001', why: 'what the embedded Google map shows' },
  { fact: 'socials.0.url', placeholder: 'https://www.facebook.com/sanviotechnologies', why: 'Facebook link' },
  { fact: 'socials.1.url', placeholder: 'https://www.instagram.com/sanviotechnologies', why: 'Instagram link' },
  { fact: 'socials.2.url', placeholder: 'https://www.youtube.com/@sanviotechnologies', why: 'YouTube channel link' },
  { fact: 'socials.3.url', placeholder: 'https://www.linkedin.com/company/sanviotechnologies', why: 'LinkedIn link' },
  {
    fact: 'catalogUrl',
    placeholder: 'https://online.fliphtml5.com/sanvio/catalogue/',
    why: "the home page's 'View Full Catalog' flip-book link and its QR code",
  },
  {
    fact: 'videoIds',
    placeholder: ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ'],
    why: "the home page's videos: sample YouTube ids, not the shop's own",
  },
  { fact: 'tax.legalName', placeholder: 'Rajinder Singh', why: 'legal name of the supplier (the PAN holder) printed on GST tax invoices' },
  { fact: 'tax.gstin', placeholder: '03ABKPS1234R1ZA', why: "the shop's GSTIN printed on every GST tax invoice (an invented but well-formed one)" },
  { fact: 'tax.invoiceAddress', placeholder: 'SCO 14, Feroze Gandhi Market, Ludhiana, Punjab 141001', why: 'supplier address printed on GST tax invoices' },
];

/** The value at a dotted path of `site` ("socials.0.url"). */
function factAt(path: string, from: unknown): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), from);
}

/** The placeholder facts that `facts` (the shop's `site` unless told) still holds, with their current values. */
export function placeholdersInPlace(facts: unknown = site): { fact: string; value: unknown; why: string }[] {
  return PLACEHOLDER_FACTS.filter((entry) => JSON.stringify(factAt(entry.fact, facts)) === JSON.stringify(entry.placeholder)).map(({ fact, why }) => ({
    fact,
    value: factAt(fact, facts),
    why,
  }));
}
