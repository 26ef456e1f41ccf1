import { listAdmins, registerAdmin } from '@/lib/server/auth/admins';
import { requireAdmin } from '@/lib/server/auth/require-admin';
import { json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { registerSchema } from '@/lib/validation/admin';

/** Every admin: id, email, created, last login. */
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json(await listAdmins());
});

/** Adds an admin with `{ email, password }` (12+ characters): 201, or 409 for an email already used. */
export const POST = route(async (request) => {
  const signedIn = await requireAdmin(request);
  const input = parseWith(registerSchema, await readJson(request));
  const admin = await registerAdmin(input, true);
  logEvent('info', 'admin_added', { admin: admin.id, by: signedIn.id });
  return json({ message: messages.admin.adminAdded, _id: admin.id }, { status: 201 });
});
