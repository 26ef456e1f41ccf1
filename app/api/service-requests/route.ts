import { requireAdmin } from '@/lib/server/auth/require-admin';
import { clientIp } from '@/lib/server/platform/client-ip';
import { json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { consume } from '@/lib/server/platform/rate-limit';
import { createServiceRequest, listServiceRequests } from '@/lib/server/repairs/service-requests';
import { asksForPage, pageQuery } from '@/lib/validation/paging';
import { serviceRequestSchema } from '@/lib/validation/service-request';

/** Books a repair (public, limited per IP): 201 with the new ticket number. */
export const POST = route(async (request) => {
  const input = parseWith(serviceRequestSchema, await readJson(request));
  await consume('serviceRequest', clientIp(request));
  const { ticketNumber } = await createServiceRequest(input);
  return json({ ticketNumber }, { status: 201 });
});

/** The admin's list, newest first, with the total in X-Total-Count; ?page&limit as on the other admin lists. */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const paging = asksForPage(params) ? parseWith(pageQuery, Object.fromEntries(params)) : {};
  const { requests, total } = await listServiceRequests(paging);
  return json(requests, { headers: { 'X-Total-Count': String(total) } });
});
