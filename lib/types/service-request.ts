/** A repair booking as the admin and tracking see it (plain JSON: ids and dates as strings). */
import type { DeviceType, ServiceStatus, VisitKind } from '@/lib/service-rules';

export interface ServiceStatusChange {
  status: ServiceStatus;
  at: string;
}

export interface ServiceRequest {
  _id: string;
  ticketNumber: string;
  name: string;
  mobile: string;
  email: string | null;
  deviceType: DeviceType;
  brandModel: string;
  serialNumber: string | null;
  problem: string;
  visit: VisitKind;
  address: string | null;
  preferredDate: string;
  status: ServiceStatus;
  statusHistory: ServiceStatusChange[];
  notes: Array<{ text: string; at: string }>;
  createdAt: string;
}

/** What a customer sees of a repair: never the internal notes, the address or the email. */
export interface ServiceRequestTracking {
  ticketNumber: string;
  receivedAt: string;
  deviceType: DeviceType;
  brandModel: string;
  visit: VisitKind;
  preferredDate: string;
  status: ServiceStatus;
  statusHistory: ServiceStatusChange[];
}
