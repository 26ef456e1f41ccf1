import { removeAdmin } from '@/lib/server/auth/admins';
import { requireAdmin } from '@/lib/server/auth/require-admin';
import { json, parseObjectId, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';

type Context = { params: Promise<{ id: string }> };

/** Removes another admin and ends their sessions: 409 for oneself or the last admin, 404 for nobody. */
export const DELETE = route(async (request: Request, { params }: Context) => {
  const signedIn = await requireAdmin(request);
  const id = parseObjectId((await params).id);
  await removeAdmin(id, signedIn.id);
  logEvent('info', 'admin_removed', { admin: id, by: signedIn.id });
  return json({ message: messages.admin.adminRemoved });
});
