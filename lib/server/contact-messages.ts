/** Enquiries sent through the contact form, as the admin reads them. */
import 'server-only';
import type mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/db';
import type { ContactInput } from '@/lib/validation/contact';
import { pageWindow, type PageOptions } from '@/lib/validation/paging';
import { ContactMessageModel } from '@/models/ContactMessage';

export interface ContactMessage {
  _id: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  read: boolean;
  createdAt: string;
}

interface ContactMessageRecord {
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
  await ContactMessageModel.create(input);
}

const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/**
 * Messages newest first, with how many there are in all. With page and/or limit, one page (the rows,
 * read along the { createdAt, _id } index, and the count run in parallel); with neither, every message.
 */
export async function listContactMessages(options: PageOptions = {}): Promise<{ messages: ContactMessage[]; total: number }> {
  await connectToDatabase();
  const slice = pageWindow(options);
  const query = ContactMessageModel.find().sort(NEWEST_FIRST);
  if (!slice) {
    const records = await query.lean<ContactMessageRecord[]>();
    return { messages: records.map(toContactMessage), total: records.length };
  }
  const [records, total] = await Promise.all([
    query.skip(slice.skip).limit(slice.limit).lean<ContactMessageRecord[]>(),
    ContactMessageModel.countDocuments(),
  ]);
  return { messages: records.map(toContactMessage), total };
}

export async function deleteContactMessage(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await ContactMessageModel.deleteOne({ _id: id });
  return result.deletedCount === 1;
}

/** False when there is no such message. */
export async function markContactMessageRead(id: string): Promise<boolean> {
  await connectToDatabase();
  const result = await ContactMessageModel.updateOne({ _id: id }, { $set: { read: true } });
  return result.matchedCount === 1;
}

export async function countUnreadContactMessages(): Promise<number> {
  await connectToDatabase();
  return ContactMessageModel.countDocuments({ read: false });
}
