/** Admin accounts: the first-admin sign-up rule, login with password re-hashing, and revocation. */
import 'server-only';
import { connectToDatabase } from '@/lib/server/db';
import { HttpError } from '@/lib/server/http';
import { messages } from '@/lib/messages';
import { AdminModel } from '@/models/Admin';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '@/lib/server/auth/password';
import { signAdminToken } from '@/lib/server/auth/token';

/**
 * Creates an admin. Open to anyone only while no admin exists (the first admin); after that only a
 * signed-in admin may add another.
 */
export async function registerAdmin(input: { email: string; password: string }, signedInAdmin: boolean): Promise<{ id: string }> {
  await connectToDatabase();
  if (!signedInAdmin && (await AdminModel.exists({}))) throw new HttpError(403, messages.admin.signupClosed);
  const passwordHash = await hashPassword(input.password);
  try {
    const admin = await AdminModel.create({ email: input.email, passwordHash });
    return { id: String(admin._id) };
  } catch (error) {
    if ((error as { code?: unknown }).code === 11000) throw new HttpError(409, messages.admin.emailTaken);
    throw error;
  }
}

/** A token for the right email and password; null otherwise (the caller cannot tell which was wrong). */
export async function loginAdmin(input: { email: string; password: string }): Promise<{ id: string; token: string } | null> {
  await connectToDatabase();
  const admin = await AdminModel.findOne({ email: input.email }, { passwordHash: 1, tokenVersion: 1 }).lean();
  if (!admin) {
    await burnPasswordCheck(input.password);
    return null;
  }
  if (!(await verifyPassword(input.password, admin.passwordHash))) return null;
  if (needsRehash(admin.passwordHash)) {
    await AdminModel.updateOne({ _id: admin._id }, { $set: { passwordHash: await hashPassword(input.password) } });
  }
  const id = String(admin._id);
  return { id, token: signAdminToken({ sub: id, ver: admin.tokenVersion ?? 0 }) };
}

/** "Log out everywhere": every token issued so far stops working. */
export async function revokeAdminSessions(id: string): Promise<void> {
  await connectToDatabase();
  await AdminModel.updateOne({ _id: id }, { $inc: { tokenVersion: 1 } });
}

export async function adminExists(): Promise<boolean> {
  await connectToDatabase();
  return (await AdminModel.exists({})) !== null;
}
