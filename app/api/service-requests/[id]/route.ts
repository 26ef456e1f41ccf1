import { requireAdmin } from '@/lib/server/auth/require-admin';
import { HttpError, json, parseObjectId, parseWith, readJson, route } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import { updateServiceRequest } from '@/lib/server/repairs/service-requests';
import { serviceRequestUpdateSchema } from '@/lib/validation/service-request';

type Context = { params: Promise<{ id: string }> };

/** The admin moves a repair to another status and/or adds an internal note. */
export const PATCH = route(async (request: Request, { params }: Context) => {
  await requireAdmin(request);
  const id = parseObjectId((await params).id);
  const change = parseWith(serviceRequestUpdateSchema, await readJson(request));
  const updated = await updateServiceRequest(id, change);
  if (!updated) throw new HttpError(404, messages.http.notFound);
  return json(updated);
});
