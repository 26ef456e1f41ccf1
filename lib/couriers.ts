/**
 * The couriers the shop ships with: the one table of their names and tracking pages. An order's
 * `courier` is one of these ids; its tracking link is the pattern with the consignment number in
 * place of `{number}` (a courier whose page takes no number links to the page itself).
 */
export interface Courier {
  id: string;
  name: string;
  trackingUrl: string;
}

export const COURIERS = [
  { id: 'delhivery', name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track-v2/package/{number}' },
  { id: 'bluedart', name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo={number}' },
  { id: 'dtdc', name: 'DTDC', trackingUrl: 'https://www.dtdc.com/track-your-shipment/?awb={number}' },
  { id: 'xpressbees', name: 'Xpressbees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={number}' },
  { id: 'india-post', name: 'India Post', trackingUrl: 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx' },
] as const satisfies readonly Courier[];

export type CourierId = (typeof COURIERS)[number]['id'];
export const COURIER_IDS = COURIERS.map((courier) => courier.id) as [CourierId, ...CourierId[]];

/** Letters, digits and hyphens, as couriers print them on a consignment note. */
export const CONSIGNMENT_NUMBER = /^[A-Za-z0-9-]{4,40}$/;

export function findCourier(id: string | null | undefined): Courier | null {
  return COURIERS.find((courier) => courier.id === id) ?? null;
}

/** The courier's tracking page for this consignment, or null when the courier is not in the table. */
export function trackingLink(courierId: string | null | undefined, consignmentNumber: string | null | undefined): string | null {
  const courier = findCourier(courierId);
  if (!courier) return null;
  return courier.trackingUrl.replace('{number}', encodeURIComponent(consignmentNumber ?? ''));
}
