import { requireAdmin } from '@/lib/server/auth/require-admin';
import { deleteContactMessage, markContactMessageRead } from '@/lib/server/messages/contact-messages';
import { HttpError, json, parseObjectId, parseWith, readJson, route } from '@/lib/server/platform/http';
import { messageReadSchema } from '@/lib/validation/contact';
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

/**
 * Marks a message read, or unread with `{ read: false }` (the dashboard counts unread ones). Without a
 * body it marks the message read.
 */
export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id, failed);
  const { read } = request.headers.has('content-type') ? parseWith(messageReadSchema, await readJson(request, failed), failed) : { read: true };
  if (!(await markContactMessageRead(id, read))) throw new HttpError(404, messages.http.notFound, failed);
  return json({ success: true, read });
});
