/**
 * Admin accounts: the first-admin sign-up rule (one first admin, with the setup code), login (a session record per login), the Admins page's
 * list, adding and removing admins, and changing one's own password.
 */
import 'server-only';
import type { AdminSummary } from '@/lib/types/admin';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { endAdminSessions, startAdminSession } from '@/lib/server/auth/session';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword, type PasswordOptions } from '@/lib/server/auth/password';
import { setupCodeMatches } from '@/lib/server/auth/setup-code';
import { connectToDatabase } from '@/lib/server/platform/db';
import { HttpError } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { AdminModel } from '@/models/Admin';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';

/**
 * The first admin's _id. Every sign-up while the shop has no admin inserts its admin under this one
 * id, so the database's unique _id lets exactly one of any number of simultaneous sign-ups (on any
 * number of instances) through; the others collide (E11000) and are told sign-up is closed.
 */
const FIRST_ADMIN_ID = new mongoose.Types.ObjectId('000000000000000000000001');

/**
 * Creates an admin. A signed-in admin (or the shell, `npm run admin:create`) may add one at any time.
 * Anyone else only while no admin exists, with the setup code (lib/server/auth/setup-code.ts), and
 * only one of them: the first admin. 400 for a missing setup code, 403 for a wrong one or once sign-up
 * is closed, 409 for an email already used; nothing is written for any of them.
 */
export async function registerAdmin(input: { email: string; password: string }, signedInAdmin: boolean, setupCode?: string): Promise<{ id: string }> {
  await connectToDatabase();
  if (!signedInAdmin) {
    if (await AdminModel.exists({})) throw new HttpError(403, messages.admin.signupClosed);
    if (!setupCode) throw new HttpError(400, messages.admin.setupCodeRequired, { errors: { setupCode: [messages.admin.setupCodeRequired] } });
    if (!(await setupCodeMatches(setupCode))) {
      throw new HttpError(403, messages.admin.setupCodeWrong, { errors: { setupCode: [messages.admin.setupCodeWrong] } });
    }
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const admin = await AdminModel.create({ ...(signedInAdmin ? {} : { _id: FIRST_ADMIN_ID }), email: input.email, passwordHash });
    return { id: String(admin._id) };
  } catch (error) {
    if (!signedInAdmin && isDuplicateKey(error, '_id')) throw new HttpError(403, messages.admin.signupClosed);
    if (isDuplicateKey(error)) throw new HttpError(409, messages.admin.emailTaken);
    throw error;
  }
}

/**
 * A token for the right email and password, with a new session record behind it; null otherwise
 * (the caller cannot tell which was wrong).
 */
export async function loginAdmin(input: { email: string; password: string }, options: PasswordOptions = {}): Promise<{ id: string; token: string } | null> {
  await connectToDatabase();
  const admin = await AdminModel.findOne({ email: input.email }, { passwordHash: 1 }).lean();
  if (!admin) {
    await burnPasswordCheck(input.password, options);
    return null;
  }
  if (!(await verifyPassword(input.password, admin.passwordHash, options))) return null;
  const change: Record<string, unknown> = { lastLoginAt: new Date() };
  if (needsRehash(admin.passwordHash)) change.passwordHash = await hashPassword(input.password);
  // Over the hash that was checked, so a re-hash never puts back a password changed in the meantime.
  await AdminModel.updateOne({ _id: admin._id, passwordHash: admin.passwordHash }, { $set: change });
  const id = String(admin._id);
  const { token } = await startAdminSession(id);
  return { id, token };
}

export async function adminExists(): Promise<boolean> {
  await connectToDatabase();
  return (await AdminModel.exists({})) !== null;
}

/** Every admin, oldest first, for the Admins page: never the password hash. */
export async function listAdmins(): Promise<AdminSummary[]> {
  await connectToDatabase();
  const records = await AdminModel.find({}, { email: 1, createdAt: 1, lastLoginAt: 1 }).sort({ createdAt: 1, _id: 1 }).lean();
  return records.map((record) => ({
    _id: String(record._id),
    email: record.email,
    createdAt: (record.createdAt ?? new Date(0)).toISOString(),
    lastLoginAt: record.lastLoginAt ? record.lastLoginAt.toISOString() : null,
  }));
}

/** How long a removal's claim on an admin holds: far longer than the three writes it covers. */
const REMOVAL_CLAIM_MS = 10_000;

/** An admin that no live removal has claimed (never claimed, or the claim lapsed). */
const unclaimed = (now: Date) => ({ removalUntil: mongoose.trusted({ $not: { $gt: now } }) });

/**
 * Removes another admin and ends their sessions: 409 for oneself, or while a removal of the requester
 * or the target is under way; 404 for nobody; 401 when the requester was removed first.
 *
 * The rule that one admin always remains is kept by the database, with single-document conditional
 * writes only (no lock, no transaction):
 * 1. the target is claimed by a conditional update that matches only while no other removal claims it;
 * 2. the requester must then still exist unclaimed: they are the admin who remains;
 * 3. the target is deleted only while this claim on it holds.
 * Two removals of each other (or any ring of them) cannot both pass step 2: each claims first and
 * checks itself after, so at least one sees its own claim and gives way (409, nothing removed). A
 * claim left by a crashed process lapses after REMOVAL_CLAIM_MS.
 */
export async function removeAdmin(id: string, requesterId: string): Promise<void> {
  if (id === requesterId) throw new HttpError(409, messages.admin.cannotRemoveSelf);
  await connectToDatabase();
  const claim = randomBytes(12).toString('hex');
  const claimed = await AdminModel.updateOne(
    { _id: id, ...unclaimed(new Date()) },
    { $set: { removalClaim: claim, removalUntil: new Date(Date.now() + REMOVAL_CLAIM_MS) } },
  );
  if (claimed.matchedCount === 0) {
    if (!(await AdminModel.exists({ _id: id }))) throw new HttpError(404, messages.http.notFound);
    throw new HttpError(409, messages.admin.busy);
  }
  const release = () => AdminModel.updateOne({ _id: id, removalClaim: claim }, { $set: { removalClaim: null, removalUntil: null } });
  const requester = await AdminModel.findById(requesterId, { removalUntil: 1 }).lean();
  if (!requester || (requester.removalUntil && requester.removalUntil > new Date())) {
    await release();
    if (!requester) throw new HttpError(401, messages.admin.unauthorized);
    throw new HttpError(409, messages.admin.busy);
  }
  const deleted = await AdminModel.deleteOne({ _id: id, removalClaim: claim, removalUntil: mongoose.trusted({ $gt: new Date() }) });
  if (deleted.deletedCount !== 1) {
    await release();
    throw new HttpError(409, messages.admin.busy);
  }
  await endAdminSessions(id);
}

/**
 * Changes an admin's own password after checking the current one, and ends every other session of
 * theirs (the one that asked stays signed in). False when the current password is wrong.
 */
export async function changePassword(adminId: string, keepSessionId: string, input: { currentPassword: string; newPassword: string }): Promise<boolean> {
  await connectToDatabase();
  const admin = await AdminModel.findById(adminId, { passwordHash: 1 }).lean();
  if (!admin) throw new HttpError(401, messages.admin.unauthorized);
  if (!(await verifyPassword(input.currentPassword, admin.passwordHash))) return false;
  const passwordHash = await hashPassword(input.newPassword);
  // Only over the password that was checked: of simultaneous changes, one wins and the others are 409.
  const changed = await AdminModel.updateOne({ _id: new mongoose.Types.ObjectId(adminId), passwordHash: admin.passwordHash }, { $set: { passwordHash } });
  if (changed.modifiedCount !== 1) throw new HttpError(409, messages.admin.passwordChangedMeanwhile);
  await endAdminSessions(adminId, keepSessionId);
  return true;
}
