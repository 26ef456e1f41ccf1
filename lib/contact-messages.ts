/** Enquiries sent through the contact form, as the admin reads them. */
import type mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/db';
import type { ContactInput } from '@/lib/validation/contact';
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

export async function listContactMessages(): Promise<ContactMessage[]> {
  await connectToDatabase();
  const records = await ContactMessageModel.find().sort({ createdAt: -1, _id: -1 }).lean<ContactMessageRecord[]>();
  return records.map(toContactMessage);
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
