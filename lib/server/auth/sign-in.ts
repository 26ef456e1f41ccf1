/**
 * One admin login attempt, as POST /api/admin/login and the login form's Server Action both run it:
 * the login schema, then the attempt taken from the login limits BEFORE the password is checked
 * (takeLoginAttempt: per address, per account and address, per account), and given back when the
 * password was right or could not be checked. Throws HttpError (400, 401, 429, and 503 when the
 * password checks are full, never for the address's first attempt, which waits for room).
 */
import 'server-only';
import { loginAdmin } from '@/lib/server/auth/admins';
import { HttpError, parseWith } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { takeLoginAttempt } from '@/lib/server/platform/rate-limit';
import { loginSchema } from '@/lib/validation/admin';

export async function signInAdmin(data: unknown, ip: string): Promise<{ id: string; token: string }> {
  const input = parseWith(loginSchema, data);
  const attempt = await takeLoginAttempt(input.email, ip);
  let session: Awaited<ReturnType<typeof loginAdmin>>;
  try {
    // An address's first attempt waits for room among the password checks rather than being refused:
    // strangers' guesses from other addresses cannot fill the pool against the owner's right password.
    session = await loginAdmin(input, { waitForRoom: attempt.firstFromAddress });
  } catch (error) {
    // The password checks were full (503): nothing was checked, so the attempt is given back.
    if (error instanceof HttpError && error.status === 503) await attempt.notChecked();
    throw error;
  }
  if (!session) {
    logEvent('warn', 'login_failed', { ip });
    throw new HttpError(401, messages.admin.loginFailed);
  }
  await attempt.succeeded();
  logEvent('info', 'login_ok', { admin: session.id, ip });
  return session;
}
