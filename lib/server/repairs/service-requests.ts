/** Repair bookings: the customer's ticket, the admin's list and updates, and what tracking shows. */
import 'server-only';
import type { ServiceRequest, ServiceRequestTracking } from '@/lib/types/service-request';
import mongoose from 'mongoose';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { connectToDatabase } from '@/lib/server/platform/db';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import { newReferenceNumber } from '@/lib/server/platform/reference-number';
import type { DeviceType, ServiceStatus, VisitKind } from '@/lib/service-rules';
import type { ServiceRequestInput, ServiceRequestUpdate } from '@/lib/validation/service-request';
import { pageWindow, type PageOptions } from '@/lib/validation/paging';
import { ServiceRequestModel } from '@/models/ServiceRequest';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';

/** A booking as stored (what the admin list, tracking and the notification e-mails read). */
export interface ServiceRequestRecord {
  _id: mongoose.Types.ObjectId;
  ticketNumber: string;
  name: string;
  mobile: string;
  email?: string | null;
  deviceType: string;
  brandModel: string;
  serialNumber?: string | null;
  problem: string;
  visit: string;
  address?: string | null;
  preferredDate: string;
  status: string;
  statusHistory?: Array<{ status: string; at: Date }> | null;
  notes?: Array<{ text: string; at: Date }> | null;
  createdAt?: Date | null;
}

function toServiceRequest(record: ServiceRequestRecord): ServiceRequest {
  const createdAt = (record.createdAt ?? new Date(0)).toISOString();
  return {
    _id: String(record._id),
    ticketNumber: record.ticketNumber,
    name: record.name,
    mobile: record.mobile,
    email: record.email ?? null,
    deviceType: record.deviceType as DeviceType,
    brandModel: record.brandModel,
    serialNumber: record.serialNumber ?? null,
    problem: record.problem,
    visit: record.visit as VisitKind,
    address: record.address ?? null,
    preferredDate: record.preferredDate,
    status: record.status as ServiceStatus,
    statusHistory: record.statusHistory?.length
      ? record.statusHistory.map((change) => ({ status: change.status as ServiceStatus, at: change.at.toISOString() }))
      : [{ status: 'received', at: createdAt }],
    notes: (record.notes ?? []).map((note) => ({ text: note.text, at: note.at.toISOString() })),
    createdAt,
  };
}

/** Stores the booking as `received` and returns its new ticket number. */
export async function createServiceRequest(input: ServiceRequestInput): Promise<{ ticketNumber: string }> {
  await connectToDatabase();
  const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  for (let attempt = 0; ; attempt += 1) {
    const ticketNumber = newReferenceNumber('SR');
    // The shop's e-mail, and the customer's confirmation when they gave an email, in the same insert as the booking.
    const notifications = outboxEntries(input.email ? ['service-shop', 'service-customer'] : ['service-shop'], ticketNumber);
    try {
      const created = await ServiceRequestModel.create({
        ...fields,
        ticketNumber,
        status: 'received',
        statusHistory: [{ status: 'received', at: new Date() }],
        ...(notifications.length > 0 ? { notifications } : {}),
      });
      announceOutbox(notifications);
      return { ticketNumber: created.ticketNumber };
    } catch (error) {
      if (attempt < 5 && isDuplicateKey(error, 'ticketNumber')) continue;
      throw error;
    }
  }
}

/** The admin's list, newest first, all or those in one status: one page with page/limit, every request with neither. */
export async function listServiceRequests(options: PageOptions & { status?: ServiceStatus } = {}): Promise<{ requests: ServiceRequest[]; total: number }> {
  await connectToDatabase();
  const slice = pageWindow(options);
  const filter = options.status ? { status: options.status } : {};
  const query = ServiceRequestModel.find(filter).sort(NEWEST_FIRST);
  if (!slice) {
    const records = await query.lean<ServiceRequestRecord[]>();
    return { requests: records.map(toServiceRequest), total: records.length };
  }
  const [records, total] = await Promise.all([
    query.skip(slice.skip).limit(slice.limit).lean<ServiceRequestRecord[]>(),
    ServiceRequestModel.countDocuments(filter),
  ]);
  return { requests: records.map(toServiceRequest), total };
}

/**
 * The admin's change: a new status is appended to the history with its time, a note to the internal
 * notes. The status is changed by one conditional update that matches only while the request has
 * another status, so the history gets exactly one entry per real change however many of the same
 * change arrive at once (from any instance); the status it already has, or a note alone, adds no
 * history entry. Null: no such request.
 */
export async function updateServiceRequest(id: string, change: ServiceRequestUpdate): Promise<ServiceRequest | null> {
  await connectToDatabase();
  const now = new Date();
  const note = change.note ? { notes: { text: change.note, at: now } } : undefined;
  if (change.status) {
    const changed = await ServiceRequestModel.findOneAndUpdate(
      { _id: id, status: mongoose.trusted({ $ne: change.status }) },
      { $set: { status: change.status }, $push: { statusHistory: { status: change.status, at: now }, ...note } },
      { new: true, runValidators: true },
    ).lean<ServiceRequestRecord>();
    if (changed) return toServiceRequest(changed);
  }
  // Already at that status, a note alone, or no such request.
  const record = note
    ? await ServiceRequestModel.findByIdAndUpdate(id, { $push: note }, { new: true, runValidators: true }).lean<ServiceRequestRecord>()
    : await ServiceRequestModel.findById(id).lean<ServiceRequestRecord>();
  return record ? toServiceRequest(record) : null;
}

/** Requests still being worked on (every status but closed), for the admin dashboard. */
export async function countOpenServiceRequests(): Promise<number> {
  await connectToDatabase();
  return ServiceRequestModel.countDocuments({ status: mongoose.trusted({ $ne: 'closed' }) });
}

/** The request with this ticket number booked with this mobile, or null (one query on both fields). */
export async function findServiceRequestForCustomer(ticketNumber: string, mobile: string): Promise<ServiceRequestTracking | null> {
  await connectToDatabase();
  const record = await ServiceRequestModel.findOne({ ticketNumber, mobile }, { notes: 0, address: 0, email: 0 }).lean<ServiceRequestRecord>();
  if (!record) return null;
  const request = toServiceRequest(record);
  return {
    ticketNumber: request.ticketNumber,
    receivedAt: request.createdAt,
    deviceType: request.deviceType,
    brandModel: request.brandModel,
    visit: request.visit,
    preferredDate: request.preferredDate,
    status: request.status,
    statusHistory: request.statusHistory,
  };
}
