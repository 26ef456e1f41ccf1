/** The repair service's fixed lists: what the booking form offers and the states a ticket goes through. */
export const DEVICE_TYPES = ['Receipt printer', 'Barcode scanner', 'Label printer', 'Cash drawer', 'Currency counter', 'POS terminal', 'Other'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

export const VISIT_KINDS = ['drop-off', 'on-site'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];
export const VISIT_LABELS: Record<VisitKind, string> = { 'drop-off': 'Drop-off at the shop', 'on-site': 'On-site visit' };

export const SERVICE_STATUSES = ['received', 'diagnosing', 'awaiting-parts', 'ready', 'closed'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];
/** The statuses as people read them. */
export const SERVICE_STATUS_LABELS: Record<ServiceStatus, string> = {
  received: 'Received',
  diagnosing: 'Diagnosing',
  'awaiting-parts': 'Awaiting parts',
  ready: 'Ready for pickup',
  closed: 'Closed',
};

/** Caps on the booking's free-text fields (characters). */
export const SERVICE_TEXT_LIMITS = { brandModel: 200, serialNumber: 100, problem: 2000, note: 1000 } as const;
/** How far ahead a visit or drop-off can be booked. */
export const MAX_BOOKING_DAYS_AHEAD = 90;
/** The working days: Monday to Saturday (getUTCDay of the date: 0 is Sunday). */
export const CLOSED_WEEKDAY = 0;
