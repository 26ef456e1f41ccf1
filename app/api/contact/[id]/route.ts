import { requireAdmin } from '@/lib/server/auth/require-admin';
import { deleteContactMessage, markContactMessageRead } from '@/lib/server/messages/contact-messages';
import { HttpError, json, parseObjectId, route } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';

type Context = { params: Promise<{ id: string }> };

// The admin's message table reads `success`, so errors here carry it too.
const failed = { success: false };

export const DELETE = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id, failed);
  if (!(await deleteContactMessage(id))) throw new HttpError(404, messages.http.notFound, failed);
  return json({ success: true });
});

/** Marks a message read (the dashboard counts unread ones). */
export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id, failed);
  if (!(await markContactMessageRead(id))) throw new HttpError(404, messages.http.notFound, failed);
  return json({ success: true });
});
