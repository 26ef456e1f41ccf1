import { changePassword } from '@/lib/server/admins';
import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, parseWith, readJson, route } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { ensureNotBlocked, penalise } from '@/lib/server/rate-limit';
import { passwordChangeSchema } from '@/lib/validation/admin';

/**
 * Changes the signed-in admin's own password: `{ currentPassword, newPassword }`. A wrong current
 * password is 400 and counts against the account's login limit (a stolen session cannot guess it
 * freely); success ends every other session of this admin.
 */
export const POST = route(async (request) => {
  const admin = await requireAdmin(request);
  const input = parseWith(passwordChangeSchema, await readJson(request));
  await ensureNotBlocked('loginEmail', admin.email);
  if (!(await changePassword(admin.id, admin.sessionId, input))) {
    await penalise('loginEmail', admin.email);
    logEvent('warn', 'password_change_failed', { admin: admin.id });
    throw new HttpError(400, messages.admin.wrongCurrentPassword, { errors: { currentPassword: [messages.admin.wrongCurrentPassword] } });
  }
  logEvent('info', 'password_changed', { admin: admin.id });
  return json({ message: messages.admin.passwordChanged });
});
