/**
 * One admin login attempt, as POST /api/admin/login and the login form's Server Action both run it:
 * the login schema, the per-IP and per-email limits checked before the password, a failure counted
 * against both, the per-email count cleared on success. Throws HttpError (400, 401, 429).
 */
import 'server-only';
import { loginAdmin } from '@/lib/server/admins';
import { HttpError, parseWith } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { ensureNotBlocked, penalise, reset } from '@/lib/server/rate-limit';
import { loginSchema } from '@/lib/validation/admin';

export async function signInAdmin(data: unknown, ip: string): Promise<{ id: string; token: string }> {
  const input = parseWith(loginSchema, data);
  await ensureNotBlocked('loginIp', ip);
  await ensureNotBlocked('loginEmail', input.email);

  const session = await loginAdmin(input);
  if (!session) {
    await Promise.all([penalise('loginIp', ip), penalise('loginEmail', input.email)]);
    logEvent('warn', 'login_failed', { ip });
    throw new HttpError(401, messages.admin.loginFailed);
  }
  await reset('loginEmail', input.email);
  logEvent('info', 'login_ok', { admin: session.id, ip });
  return session;
}
