/** Enquiries sent through the contact form, as the admin reads them. */
import 'server-only';
import type { ContactMessage } from '@/lib/types/contact-message';
import type mongoose from 'mongoose';
import { NEWEST_FIRST } from '@/lib/server/platform/db/sort';
import { connectToDatabase } from '@/lib/server/platform/db';
import { jsonArrayStream, type Cursor } from '@/lib/server/platform/cursor-stream';
import { announceOutbox, outboxEntries } from '@/lib/server/notify/outbox';
import type { ContactInput } from '@/lib/validation/contact';
import { pageWindow, type PageOptions } from '@/lib/validation/paging';
import { ContactMessageModel } from '@/models/ContactMessage';

/** A message as stored (what the admin list and the notification e-mail read). */
export interface ContactMessageRecord {
  _id: mongoose.Types.ObjectId;
  name: string;
  phone: string;
  email: string;
  message: string;
  read?: boolean | null;
  createdAt?: Date | null;
}

const toContactMessage = (record: ContactMessageRecord): ContactMessage => ({
  _id: String(record._id),
  name: record.name,
  phone: record.phone,
  email: record.email,
  message: record.message,
  read: record.read ?? false,
  createdAt: (record.createdAt ?? new Date(0)).toISOString(),
});

export async function saveContactMessage(input: ContactInput): Promise<void> {
  await connectToDatabase();
  // The shop's e-mail about it goes in the same insert as the message.
  const notifications = outboxEntries(['contact-shop'], 'contact message');
  await ContactMessageModel.create({ ...input, ...(notifications.length > 0 ? { notifications } : {}) });
  announceOutbox(notifications);
}

/**
 * One page of messages, newest first (all of them, or only read or unread ones), with how many match
 * in all (the rows, read along the { createdAt, _id } index, and the count run in parallel). Without
 * page or limit, every message.
 */
export async function listContactMessages(options: PageOptions & { read?: boolean } = {}): Promise<{ messages: ContactMessage[]; total: number }> {
  await connectToDatabase();
  const slice = pageWindow(options);
  const filter = options.read !== undefined ? { read: options.read } : {};
  const query = ContactMessageModel.find(filter).select('-notifications').sort(NEWEST_FIRST);
  if (!slice) {
    const records = await query.lean<ContactMessageRecord[]>();
    return { messages: records.map(toContactMessage), total: records.length };
  }
  const [records, total] = await Promise.all([
    query.skip(slice.skip).limit(slice.limit).lean<ContactMessageRecord[]>(),
    ContactMessageModel.countDocuments(filter),
  ]);
  return { messages: records.map(toContactMessage), total };
}

/** Every message, newest first, as a JSON array streamed from a cursor, with the count read first. */
export async function streamAllContactMessages(): Promise<{ body: ReadableStream<Uint8Array>; total: number }> {
  await connectToDatabase();
  const total = await ContactMessageModel.estimatedDocumentCount();
  const cursor = ContactMessageModel.find().select('-notifications').sort(NEWEST_FIRST).lean<ContactMessageRecord[]>().cursor({ batchSize: 200 });
  return { body: jsonArrayStream(cursor as unknown as Cursor<ContactMessageRecord>, toContactMessage), total };
}

export async function deleteContactMessage(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await ContactMessageModel.deleteOne({ _id: id });
  return result.deletedCount === 1;
}

/** Marks a message read (the owner opened it) or unread again. False when there is no such message. */
export async function markContactMessageRead(id: string, read = true): Promise<boolean> {
  await connectToDatabase();
  const result = await ContactMessageModel.updateOne({ _id: id }, { $set: { read } });
  return result.matchedCount === 1;
}

export async function countUnreadContactMessages(): Promise<number> {
  await connectToDatabase();
  return ContactMessageModel.countDocuments({ read: false });
}
