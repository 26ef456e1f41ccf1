import { changePassword } from '@/lib/server/auth/admins';
import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { clientIp } from '@/lib/server/platform/client-ip';
import { takeLoginAttempt } from '@/lib/server/platform/rate-limit';
import { passwordChangeSchema } from '@/lib/validation/admin';

/**
 * Changes the signed-in admin's own password: `{ currentPassword, newPassword }`. The check of the
 * current password is taken from the account's login limits first, like a login, and given back when
 * it was right: a wrong one is 400 and stays counted (a stolen session cannot guess it freely).
 * Success ends every other session of this admin.
 */
export const POST = route(async (request) => {
  const admin = await requireAdmin(request);
  const input = parseWith(passwordChangeSchema, await readJson(request));
  const attempt = await takeLoginAttempt(admin.email, clientIp(request));
  let changed: boolean;
  try {
    changed = await changePassword(admin.id, admin.sessionId, input);
  } catch (error) {
    // The password checks were full (503): nothing was checked, so the attempt is given back.
    if (error instanceof HttpError && error.status === 503) await attempt.notChecked();
    throw error;
  }
  if (!changed) {
    logEvent('warn', 'password_change_failed', { admin: admin.id });
    throw new HttpError(400, messages.admin.wrongCurrentPassword, { errors: { currentPassword: [messages.admin.wrongCurrentPassword] } });
  }
  await attempt.succeeded();
  logEvent('info', 'password_changed', { admin: admin.id });
  return json({ message: messages.admin.passwordChanged });
});
