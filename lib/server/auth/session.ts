/**
 * The one server-side session lookup, shared by requireAdmin() (route handlers) and the admin page
 * guard (lib/server/auth/admin-session.ts): a token counts only if it verifies, its session record still exists
 * and has not expired, and it names an admin who still exists. Logging out deletes the record, so
 * the token is refused on every instance at once, long before its own expiry.
 */
import 'server-only';
import mongoose from 'mongoose';
import { connectToDatabase } from '@/lib/server/platform/db';
import { AdminModel } from '@/models/Admin';
import { AdminSessionModel } from '@/models/AdminSession';
import { newSessionId, sessionHours, signAdminToken, verifyAdminToken } from './token';

export interface AdminSession {
  id: string;
  email: string;
  /** This session's id (the token's jti). */
  sessionId: string;
}

/** The session a token stands for, or null (bad signature, expired, logged out, admin removed). */
export async function findAdminSession(token: string | undefined | null): Promise<AdminSession | null> {
  const claims = verifyAdminToken(token);
  if (!claims) return null;
  await connectToDatabase();
  const [session, admin] = await Promise.all([
    AdminSessionModel.findOne({ _id: claims.sid, adminId: claims.sub }, { expiresAt: 1 }).lean(),
    AdminModel.findById(claims.sub, { email: 1 }).lean(),
  ]);
  if (!session || !admin || session.expiresAt.getTime() <= Date.now()) return null;
  return { id: String(admin._id), email: admin.email, sessionId: claims.sid };
}

/** Records a new session for the admin and signs its token. */
export async function startAdminSession(adminId: string): Promise<{ token: string; sessionId: string }> {
  await connectToDatabase();
  const sessionId = newSessionId();
  await AdminSessionModel.create({
    _id: sessionId,
    adminId: new mongoose.Types.ObjectId(adminId),
    expiresAt: new Date(Date.now() + sessionHours() * 3600_000),
  });
  return { token: signAdminToken({ sub: adminId, sid: sessionId }), sessionId };
}

/** Logout: this one session ends. */
export async function endAdminSession(sessionId: string): Promise<void> {
  await connectToDatabase();
  await AdminSessionModel.deleteOne({ _id: sessionId });
}

/** "Log out everywhere", a password change (keeping `except`) and removing the admin: their sessions end. */
export async function endAdminSessions(adminId: string, except?: string): Promise<number> {
  await connectToDatabase();
  const filter = except ? { adminId, _id: mongoose.trusted({ $ne: except }) } : { adminId };
  const result = await AdminSessionModel.deleteMany(filter);
  return result.deletedCount;
}
